import { describe, it, expect } from 'vitest';
import { t } from '../i18n/translate';
import { validateEmail } from './email';

describe('validateEmail', () => {
  it('accepts a normal address', () => {
    expect(validateEmail('maria@loja.com.br')).toBeNull();
    expect(validateEmail('  jo@ab.io  ')).toBeNull();
  });

  it("says 'Informe um email válido' when the spec shape fails", () => {
    expect(t('pt-BR', validateEmail('a@b'))).toBe('Informe um email válido');
    expect(t('pt-BR', validateEmail('@loja.com'))).toBe('Informe um email válido'); // '@' at position 0
    expect(t('pt-BR', validateEmail('maria@.com'))).toBe('Informe um email válido'); // dot right after '@'
    expect(t('pt-BR', validateEmail('maria@loja.c'))).toBe('Informe um email válido'); // 1 char after last dot
    expect(t('pt-BR', validateEmail('ma ria@loja.com'))).toBe('Informe um email válido');
    expect(t('pt-BR', validateEmail('a@b@loja.com'))).toBe('Informe um email válido');
  });

  it('requires a value', () => {
    expect(t('pt-BR', validateEmail(''))).toBe('Campo obrigatório');
  });

  it("says 'O email informado deve ser diferente do atual' when unchanged", () => {
    expect(t('pt-BR', validateEmail('Maria@Loja.com', 'maria@loja.com'))).toBe(
      'O email informado deve ser diferente do atual',
    );
    expect(validateEmail('nova@loja.com', 'maria@loja.com')).toBeNull();
  });
});
