import { describe, it, expect } from 'vitest';
import { t } from '../i18n/translate';
import type { AddressInput } from './address';
import { BRAZILIAN_STATES, isBrazilianState, validateAddress } from './address';
import { hasErrors } from './field-errors';

const paulista: AddressInput = {
  type: 'home',
  postalCode: '01310-100',
  city: "Santa Bárbara d'Oeste",
  state: 'SP',
  address: 'Avenida Paulista',
  addressNumber: '1578',
  province: 'Bela Vista',
  complement: null,
};

describe('validateAddress', () => {
  it('accepts a complete address without complement or nearby', () => {
    expect(validateAddress(paulista)).toEqual({});
    expect(validateAddress({ ...paulista, address: 'Rua 25 de Março', addressNumber: 'S/N' })).toEqual({});
  });

  it('gives the spec message of each field', () => {
    const errors = validateAddress({
      type: '',
      postalCode: '0131',
      city: 'S4o Paulo',
      state: 'XX',
      address: '12',
      addressNumber: '12#',
      province: '!!',
    });
    expect(hasErrors(errors)).toBe(true);
    expect(t('pt-BR', errors.type)).toBe('Selecione o tipo do endereço');
    expect(t('pt-BR', errors.postalCode)).toBe('CEP deve ser válido');
    expect(t('pt-BR', errors.city)).toBe('Informe um nome de cidade válido');
    expect(t('pt-BR', errors.state)).toBe('UF inválida');
    expect(t('pt-BR', errors.address)).toBe('Deve ser um nome válido');
    expect(t('pt-BR', errors.addressNumber)).toBe('Caracteres inválidos');
    expect(t('pt-BR', errors.province)).toBe('Deve ser um nome válido');
  });

  it('requires the mandatory text fields', () => {
    const errors = validateAddress({ ...paulista, city: '', addressNumber: ' ' });
    expect(t('pt-BR', errors.city)).toBe('Campo obrigatório');
    expect(t('pt-BR', errors.addressNumber)).toBe('Campo obrigatório');
  });
});

describe('isBrazilianState', () => {
  it('knows the 27 UFs', () => {
    expect(BRAZILIAN_STATES).toHaveLength(27);
    expect(isBrazilianState('df')).toBe(true);
    expect(isBrazilianState('SX')).toBe(false);
  });
});
