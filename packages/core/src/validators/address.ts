import { msg } from '../i18n/messages';
import type { Message } from '../i18n/messages';
import { validateCep } from './cep';
import type { FieldErrors } from './field-errors';
import { collectErrors } from './field-errors';
import { isBlank } from './only-digits';

/** The 27 Brazilian federative units. */
export const BRAZILIAN_STATES = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;

export type AddressInput = {
  type: string | null | undefined;
  postalCode: string | null | undefined;
  city: string | null | undefined;
  state: string | null | undefined;
  address: string | null | undefined;
  addressNumber: string | null | undefined;
  province: string | null | undefined;
  complement?: string | null;
  nearby?: string | null;
};

export type AddressField = 'type' | 'postalCode' | 'city' | 'state' | 'address' | 'addressNumber' | 'province';

const states: ReadonlySet<string> = new Set(BRAZILIAN_STATES);

/** UF check, case-insensitive: `isBrazilianState('sp')` → true. */
export function isBrazilianState(value: string | null | undefined): value is string {
  return states.has((value ?? '').trim().toUpperCase());
}

// Place names: letters with spaces, apostrophes, dots and hyphens (Santa Bárbara d'Oeste, Embu-Guaçu).
const CITY = /^\p{L}[\p{L}\s'.-]*\p{L}\.?$/u;
// Streets and neighbourhoods may carry numbers (Rua 25 de Março) but need a letter.
const NAME = /^(?=.*\p{L})[\p{L}\d\s'.,ºª°/-]{2,}$/u;
// Number: digits and letters for 'S/N', '123A', '10-B'.
const NUMBER = /^[\p{L}\d\s/-]+$/u;

function checkCity(value: string | null | undefined): Message | null {
  if (isBlank(value)) return msg('validation.required');
  return CITY.test((value ?? '').trim()) ? null : msg('address.cityInvalid');
}

function checkName(value: string | null | undefined): Message | null {
  if (isBlank(value)) return msg('validation.required');
  return NAME.test((value ?? '').trim()) ? null : msg('address.nameInvalid');
}

function checkNumber(value: string | null | undefined): Message | null {
  if (isBlank(value)) return msg('validation.required');
  return NUMBER.test((value ?? '').trim()) ? null : msg('address.invalidCharacters');
}

/** Address form (spec 5); complement and nearby are optional. `validateAddress({...state: 'XX'}).state` → 'UF inválida'. */
export function validateAddress(fields: AddressInput): FieldErrors<AddressField> {
  return collectErrors<AddressField>({
    type: isBlank(fields.type) ? msg('address.typeRequired') : null,
    postalCode: validateCep(fields.postalCode),
    city: checkCity(fields.city),
    state: isBrazilianState(fields.state) ? null : msg('address.stateInvalid'),
    address: checkName(fields.address),
    addressNumber: checkNumber(fields.addressNumber),
    province: checkName(fields.province),
  });
}
