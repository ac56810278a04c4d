import { describe, it, expect } from 'vitest';
import { t } from '../i18n/translate';
import { maskPhone, splitPhone, validatePhone } from './phone';

describe('validatePhone', () => {
  it('accepts 8 to 14 digits', () => {
    expect(validatePhone('3333-4444')).toBeNull();
    expect(validatePhone('+55 (11) 98888-7777')).toBeNull();
    expect(validatePhone('12345678901234')).toBeNull();
  });

  it("'Campo obrigatório' when empty, 'Informe um telefone válido' otherwise", () => {
    expect(t('pt-BR', validatePhone(''))).toBe('Campo obrigatório');
    expect(t('pt-BR', validatePhone('9999-999'))).toBe('Informe um telefone válido');
    expect(t('pt-BR', validatePhone('123456789012345'))).toBe('Informe um telefone válido');
  });
});

describe('maskPhone', () => {
  it('picks the mask by digit count', () => {
    expect(maskPhone('33334444')).toBe('3333-4444');
    expect(maskPhone('988887777')).toBe('98888-7777');
    expect(maskPhone('1133334444')).toBe('(11) 3333-4444');
    expect(maskPhone('11988887777')).toBe('(11) 98888-7777');
    expect(maskPhone('551133334444')).toBe('+55 (11) 3333-4444');
    expect(maskPhone('5511988887777')).toBe('+55 (11) 98888-7777');
    expect(maskPhone('35111988887777')).toBe('+351 (11) 98888-7777');
  });

  it('leaves short input unmasked and cuts past 14 digits', () => {
    expect(maskPhone('1234')).toBe('1234');
    expect(maskPhone('3511198888777700')).toBe('+351 (11) 98888-7777');
  });
});

describe('splitPhone (3DS debit, default country 55)', () => {
  it('splits national numbers with the default country code', () => {
    expect(splitPhone('(11) 98888-7777')).toEqual({ countryCode: '55', areaCode: '11', number: '988887777' });
  });

  it('keeps an explicit country code', () => {
    expect(splitPhone('+55 21 3333-4444')).toEqual({ countryCode: '55', areaCode: '21', number: '33334444' });
  });
});
