import { describe, it, expect } from 'vitest';
import { t } from '../i18n/translate';
import { validateRecoveryCode } from './recovery-code';

describe('validateRecoveryCode', () => {
  it('needs exactly 6 digits after stripping non-digits', () => {
    expect(validateRecoveryCode('123456')).toBeNull();
    expect(validateRecoveryCode('123-456')).toBeNull();
    expect(t('pt-BR', validateRecoveryCode('12345'))).toBe('Informe o código de 6 dígitos');
    expect(validateRecoveryCode('1234567')).not.toBeNull();
  });
});
