import { describe, it, expect } from 'vitest';
import { t } from '../i18n/translate';
import { isValidCnpj, isValidCpf, maskCpfCnpj, plainTaxId, validateCpfCnpj } from './cpf-cnpj';

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

describe('the alphanumeric CNPJ (issued from July 2026)', () => {
  it("accepts the Receita Federal's example, masked or not, in any case", () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
    expect(validateCpfCnpj('12.ABC.345/01DE-35', 'J')).toBeNull();
    expect(plainTaxId(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
  });

  it('refuses a wrong check digit, a letter among the check digits, a symbol, or the wrong length', () => {
    for (const bad of ['12.ABC.345/01DE-36', '12.ABC.345/01DE-3A', '12.AB#.345/01DE-35', '12.ABC.345/01D-35'])
      expect(isValidCnpj(bad)).toBe(false);
    expect(t('pt-BR', validateCpfCnpj('12.ABC.345/01DE-34', 'J'))).toBe('Informe um documento válido');
  });

  it('still takes a CPF as digits only', () => {
    expect(validateCpfCnpj('ABC.982.247-25', 'F')).toEqual({ key: 'document.invalid' });
  });
});

describe('maskCpfCnpj', () => {
  it('masks as the document is typed: a CPF up to 11 digits, then a CNPJ, letters in capitals', () => {
    expect(maskCpfCnpj('5299')).toBe('529.9');
    expect(maskCpfCnpj('52998224725')).toBe('529.982.247-25');
    expect(maskCpfCnpj('112223330001')).toBe('11.222.333/0001');
    expect(maskCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCpfCnpj('12abc')).toBe('12.ABC');
    expect(maskCpfCnpj('12.abc.345/01de-35')).toBe('12.ABC.345/01DE-35');
    expect(maskCpfCnpj('12.ABC.345/01DE-3555')).toBe('12.ABC.345/01DE-35');
  });

  it('follows the person type: a company always gets the CNPJ mask, a person the CPF one', () => {
    expect(maskCpfCnpj('1122', 'J')).toBe('11.22');
    expect(maskCpfCnpj('52998224725', 'J')).toBe('52.998.224/725');
    expect(maskCpfCnpj('5299822472a5', 'F')).toBe('529.982.247-25');
  });
});
