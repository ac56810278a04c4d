import { maskCep } from './validators/cep';

/** An address as the API stores it (the account's addresses, an order's, an appointment's, the store's). */
export type AddressParts = {
  address?: string | null;
  addressNumber?: string | number | null;
  complement?: string | null;
  province?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
};

/** Which parts beyond street, number and city/UF a caller shows, and how the line is written. */
export type AddressLineOptions = {
  complement?: boolean;
  province?: boolean;
  postalCode?: boolean;
  /**
   * 'screen' (default): 'Avenida Paulista, 1000 · Apto 12 · Bela Vista – São Paulo/SP · 01310-100';
   * 'postal', as on an envelope: 'Avenida Paulista, 1000 - Apto 12 - Bela Vista, São Paulo - SP, 01310-100'.
   */
  style?: 'screen' | 'postal';
};

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const joined = (separator: string, ...parts: string[]) => parts.filter(Boolean).join(separator);

/**
 * One line of an address, the parts the caller asks for, blanks left out: by default street, number and
 * city/UF ('Avenida Paulista, 1000 – São Paulo/SP'). null when no part is left.
 */
export function addressLine(address: AddressParts | null | undefined, options: AddressLineOptions = {}): string | null {
  if (!address || typeof address !== 'object') return null;
  const street = joined(', ', text(address.address), text(address.addressNumber));
  const complement = options.complement ? text(address.complement) : '';
  const province = options.province ? text(address.province) : '';
  const cep = options.postalCode && text(address.postalCode) ? maskCep(text(address.postalCode)) : '';
  const city = text(address.city);
  const state = text(address.state);
  const line =
    options.style === 'postal'
      ? joined(', ', joined(' - ', street, complement, province), joined(' - ', city, state), cep)
      : joined(' · ', joined(' – ', joined(' · ', street, complement, province), joined('/', city, state)), cep);
  return line || null;
}
