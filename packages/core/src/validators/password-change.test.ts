import { describe, it, expect } from 'vitest';
import { t } from '../i18n/translate';
import { validatePasswordChange } from './password-change';

describe('validatePasswordChange', () => {
  it('requires the current password, a valid new one and a matching confirmation', () => {
    expect(
      validatePasswordChange({ currentPassword: 'velha123', newPassword: 'nova1234', confirmation: 'nova1234' }),
    ).toEqual({});
    const errors = validatePasswordChange({ currentPassword: ' ', newPassword: 'novasenha', confirmation: 'outra' });
    expect(t('pt-BR', errors.currentPassword)).toBe('Campo obrigatório');
    expect(t('en', errors.newPassword)).toBe('Password must contain at least one number');
    expect(t('pt-BR', errors.confirmation)).toBe('As senhas não conferem');
  });
});
