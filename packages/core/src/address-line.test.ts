import { describe, expect, it } from 'vitest';
import { addressLine } from './address-line';

const paulista = {
  address: 'Avenida Paulista',
  addressNumber: '1000',
  complement: 'Apto 12',
  province: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  postalCode: '01310100',
};

describe('addressLine', () => {
  it('writes street, number and city/UF by default', () => {
    expect(addressLine(paulista)).toBe('Avenida Paulista, 1000 – São Paulo/SP');
  });

  it('adds the complement, the neighbourhood and the CEP when asked', () => {
    expect(addressLine(paulista, { complement: true, province: true })).toBe(
      'Avenida Paulista, 1000 · Apto 12 · Bela Vista – São Paulo/SP',
    );
    expect(addressLine(paulista, { complement: true, province: true, postalCode: true })).toBe(
      'Avenida Paulista, 1000 · Apto 12 · Bela Vista – São Paulo/SP · 01310-100',
    );
  });

  it('writes it as on an envelope in the postal style', () => {
    const store = {
      address: 'Rua Augusta',
      addressNumber: '1020',
      complement: 'Loja 2',
      province: 'Consolação',
      city: 'São Paulo',
      state: 'SP',
      postalCode: '01305-000',
    };
    expect(addressLine(store, { complement: true, province: true, postalCode: true, style: 'postal' })).toBe(
      'Rua Augusta, 1020 - Loja 2 - Consolação, São Paulo - SP, 01305-000',
    );
  });

  it('leaves blank parts out, and answers null when nothing is left', () => {
    expect(
      addressLine(
        { ...paulista, addressNumber: '', complement: ' ', province: null },
        { complement: true, province: true },
      ),
    ).toBe('Avenida Paulista – São Paulo/SP');
    expect(addressLine({ city: 'São Paulo', state: 'SP' })).toBe('São Paulo/SP');
    expect(addressLine({ address: 'Rua A', addressNumber: 12 })).toBe('Rua A, 12');
    expect(addressLine({})).toBeNull();
    expect(addressLine(null)).toBeNull();
  });
});
