import { describe, it, expect } from 'vitest';
import { t } from '../i18n/translate';
import { passesLuhn, validateCardNumber } from './card-number';
import { TEST_CARDS } from './test-cards';

describe('validateCardNumber (length by brand + Luhn)', () => {
  it('accepts valid numbers of every brand', () => {
    for (const number of Object.values(TEST_CARDS)) expect(validateCardNumber(number), number).toBeNull();
  });

  it("says 'Número do cartão inválido' on a failing Luhn or a wrong length", () => {
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(t('pt-BR', validateCardNumber('4111 1111 1111 1112'))).toBe('Número do cartão inválido');
    // Luhn-valid Visa with 13 digits: spec wants 16 for Visa.
    expect(t('pt-BR', validateCardNumber('4222222222222'))).toBe('Número do cartão inválido');
    // Amex padded to 16 digits is rejected even with a passing checksum.
    expect(validateCardNumber('3782822463100005')).not.toBeNull();
    expect(validateCardNumber('4111-1111-1111-111a')).not.toBeNull();
  });
});
