import { describe, it, expect } from 'vitest';
import { t } from '../i18n/translate';
import { isExempt, validateStateRegistration } from './state-registration';

describe('validateStateRegistration / isExempt', () => {
  it('is required, and ISENTO in any case counts as exempt', () => {
    expect(t('pt-BR', validateStateRegistration(''))).toBe('Campo obrigatório');
    expect(validateStateRegistration('isento')).toBeNull();
    expect(isExempt(' Isento ')).toBe(true);
    expect(isExempt('110.042.490.114')).toBe(false);
  });
});
