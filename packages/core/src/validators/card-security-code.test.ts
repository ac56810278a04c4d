import { describe, it, expect } from 'vitest';
import { t } from '../i18n/translate';
import { validateSecurityCode } from './card-security-code';

describe('validateSecurityCode', () => {
  it('wants 3 digits, 4 for Amex', () => {
    expect(validateSecurityCode('123', 'visa')).toBeNull();
    expect(validateSecurityCode('1234', 'amex')).toBeNull();
    expect(t('pt-BR', validateSecurityCode('123', 'amex'))).toBe('Código de segurança inválido');
    expect(t('pt-BR', validateSecurityCode('1234', 'mastercard'))).toBe('Código de segurança inválido');
    expect(t('pt-BR', validateSecurityCode('12a', null))).toBe('Código de segurança inválido');
  });
});
