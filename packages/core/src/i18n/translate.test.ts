import { describe, it, expect } from 'vitest';
import { en } from './en';
import { DOMAIN_CATALOGUES, MESSAGE_KEYS, isMessageKey, msg } from './messages';
import { ptBR } from './pt-BR';
import { catalogue, t } from './translate';

const placeholders = (text: string) => [...text.matchAll(/\{[\w:]+\}/g)].map((m) => m[0]).sort();

describe('catalogues', () => {
  it('have a non-empty text for every key in both locales, with the same placeholders', () => {
    for (const key of MESSAGE_KEYS) {
      expect(ptBR[key].length, key).toBeGreaterThan(0);
      expect(en[key].length, key).toBeGreaterThan(0);
      expect(placeholders(en[key]), key).toEqual(placeholders(ptBR[key]));
    }
    expect(Object.keys(ptBR).sort()).toEqual([...MESSAGE_KEYS].sort());
    expect(Object.keys(en).sort()).toEqual([...MESSAGE_KEYS].sort());
  });

  it('define each key in one domain file only, with the same keys in pt-BR and en', () => {
    expect(new Set(MESSAGE_KEYS).size).toBe(MESSAGE_KEYS.length);
    for (const domain of DOMAIN_CATALOGUES) expect(Object.keys(domain.en)).toEqual(Object.keys(domain['pt-BR']));
  });

  it('keeps the spec texts given in both languages', () => {
    expect(t('pt-BR', 'password.mismatch')).toBe('As senhas não conferem');
    expect(t('en', 'password.mismatch')).toBe('Passwords do not match');
    expect(t('pt-BR', 'auth.invalidCredentials')).toBe('As credenciais informadas estão incorretas');
    expect(t('en', 'auth.invalidCredentials')).toBe('The credentials provided are incorrect');
    expect(t('en', 'auth.invalidToken')).toBe('Invalid token');
    expect(catalogue('pt-BR')['error.generic']).toBe('Algo deu errado. Tente novamente mais tarde.');
  });
});

describe('t', () => {
  it('fills plain parameters', () => {
    expect(t('pt-BR', 'postalBar.sendTo', { city: 'São Paulo', state: 'SP', cep: '01310-100' })).toBe(
      'Enviar para São Paulo SP - 01310-100',
    );
    expect(t('pt-BR', msg('auth.socialLoginFailed', { provider: 'Google' }))).toBe('Falha no login com Google');
  });

  it('formats money parameters for the locale', () => {
    const minimum = msg('coupon.minimumOrder', { amount: 5000 });
    expect(t('pt-BR', minimum)).toBe('Compra mínima de R$ 50,00 para aplicar o cupom');
    expect(t('en', minimum)).toBe('Minimum purchase of $50.00 to apply the coupon');
  });

  it('renders nothing for a passing rule and leaves unknown placeholders visible', () => {
    expect(t('pt-BR', null)).toBe('');
    expect(t('pt-BR', 'postalBar.sendTo')).toBe('Enviar para {city} {state} - {cep}');
  });
});

describe('isMessageKey', () => {
  it('accepts catalogue keys only', () => {
    expect(isMessageKey('coupon.invalid')).toBe(true);
    expect(isMessageKey('coupon.nope')).toBe(false);
    expect(isMessageKey(42)).toBe(false);
  });
});
