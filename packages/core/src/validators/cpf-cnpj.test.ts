import { describe, it, expect } from 'vitest';
import { t } from '../i18n/translate';
import { isValidCnpj, isValidCpf, validateCpfCnpj } from './cpf-cnpj';

describe('isValidCpf / isValidCnpj', () => {
  it('check the verification digits', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('11144477735')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false);
  });

  it('reject numbers made of one repeated digit', () => {
    expect(isValidCpf('000.000.000-00')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
  });
});

describe('validateCpfCnpj', () => {
  it('accepts a masked CPF or CNPJ', () => {
    expect(validateCpfCnpj('529.982.247-25')).toBeNull();
    expect(validateCpfCnpj('11.222.333/0001-81')).toBeNull();
  });

  it("says 'Informe um documento válido' for wrong length, letters or digits", () => {
    expect(t('pt-BR', validateCpfCnpj('529.982.247'))).toBe('Informe um documento válido');
    expect(t('pt-BR', validateCpfCnpj('529.982.247-2X'))).toBe('Informe um documento válido');
    expect(t('pt-BR', validateCpfCnpj('111.111.111-11'))).toBe('Informe um documento válido');
    expect(t('pt-BR', validateCpfCnpj(''))).toBe('Informe um documento válido');
  });

  it('makes the declared person type agree with the length', () => {
    expect(validateCpfCnpj('529.982.247-25', 'F')).toBeNull();
    expect(validateCpfCnpj('529.982.247-25', 'J')).toEqual({ key: 'document.invalid' });
    expect(validateCpfCnpj('11.222.333/0001-81', 'J')).toBeNull();
    expect(validateCpfCnpj('11.222.333/0001-81', 'F')).toEqual({ key: 'document.invalid' });
  });
});
