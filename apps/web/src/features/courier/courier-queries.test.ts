import { describe, expect, it } from 'vitest';
import { addressLine } from './courier-queries';

describe('addressLine: what the courier reads out', () => {
  it('names the street, number, complement, neighbourhood (province) and city/UF of the order address', () => {
    const address = {
      address: 'Avenida Paulista',
      addressNumber: '1000',
      complement: 'Apto 12',
      province: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    };
    expect(addressLine(address)).toBe('Avenida Paulista, 1000 · Apto 12 · Bela Vista – São Paulo/SP');
  });

  it('answers null when the order has no street', () => {
    expect(addressLine(null)).toBeNull();
    expect(addressLine({ city: 'São Paulo' })).toBeNull();
  });
});
