import { describe, it, expect } from 'vitest';
import { t } from '../i18n/translate';
import { validatePassword, validatePasswordConfirmation } from './password';

describe('validatePassword', () => {
  it('accepts 8 characters with a digit and a letter', () => {
    expect(validatePassword('senha123')).toBeNull();
  });

  it('gives the three spec messages', () => {
    expect(t('en', validatePassword('abc1234'))).toBe('Password with at least 8 characters');
    expect(t('en', validatePassword('abcdefgh'))).toBe('Password must contain at least one number');
    expect(t('en', validatePassword('12345678'))).toBe('Password must contain at least one letter');
    expect(t('pt-BR', validatePassword(''))).toBe('A senha deve ter pelo menos 8 caracteres');
  });
});

describe('validatePasswordConfirmation', () => {
  it('must match', () => {
    expect(validatePasswordConfirmation('senha123', 'senha123')).toBeNull();
    expect(t('pt-BR', validatePasswordConfirmation('senha123', 'senha124'))).toBe('As senhas não conferem');
    expect(t('en', validatePasswordConfirmation('senha123', ''))).toBe('Passwords do not match');
  });
});
