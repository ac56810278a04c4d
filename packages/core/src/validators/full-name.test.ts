import { describe, it, expect } from 'vitest';
import { t } from '../i18n/translate';
import { validateFullName } from './full-name';

describe('validateFullName', () => {
  it('accepts names starting with two letters, accents included', () => {
    expect(validateFullName('Maria Silva')).toBeNull();
    expect(validateFullName('Ígor Souza')).toBeNull();
    expect(validateFullName('Çá')).toBeNull();
  });

  it("'Campo obrigatório' when empty, 'Informe seu nome completo' otherwise", () => {
    expect(t('pt-BR', validateFullName('   '))).toBe('Campo obrigatório');
    expect(t('pt-BR', validateFullName('J'))).toBe('Informe seu nome completo');
    expect(t('pt-BR', validateFullName('1A Silva'))).toBe('Informe seu nome completo');
  });
});
