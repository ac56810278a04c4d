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

  it('keeps +55 for Brazilian numbers of 12 to 14 digits (no country code is 551)', () => {
    expect(maskPhone('551933334444')).toBe('+55 (19) 3333-4444');
    expect(maskPhone('5519991234567')).toBe('+55 (19) 99123-4567');
    // one digit too many still reads as Brazil, so the shopper sees the extra digit instead of a new country
    expect(maskPhone('55199912345678')).toBe('+55 (19) 991234-5678');
    expect(maskPhone('55199912345678')).not.toMatch(/^\+551 /);
  });

  it('reads the country code by its ITU prefix', () => {
    expect(maskPhone('35191234567890')).toBe('+351 (91) 23456-7890');
    expect(maskPhone('541112345678')).toBe('+54 (11) 1234-5678');
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
