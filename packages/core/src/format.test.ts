import { describe, it, expect } from 'vitest';
import { formatMoney, resolveLocale } from './format';
import { cents } from './money';

describe('formatMoney (BRL with R$ prefix, USD when locale is en)', () => {
  it('formats reais in pt-BR with a plain space', () => {
    expect(formatMoney(cents(123456), 'pt-BR')).toBe('R$ 1.234,56');
    expect(formatMoney(cents(5), 'pt-BR')).toBe('R$ 0,05');
  });

  it('formats dollars in en', () => {
    expect(formatMoney(cents(123456), 'en')).toBe('$1,234.56');
  });
});

describe('resolveLocale (default pt-br, fallback en)', () => {
  it('maps tags to the two supported locales', () => {
    expect(resolveLocale('pt')).toBe('pt-BR');
    expect(resolveLocale('pt-br')).toBe('pt-BR');
    expect(resolveLocale('pt-PT')).toBe('pt-BR');
    expect(resolveLocale('en-GB')).toBe('en');
    expect(resolveLocale('fr-FR,en;q=0.8')).toBe('en');
    expect(resolveLocale('de')).toBe('pt-BR');
    expect(resolveLocale()).toBe('pt-BR');
  });
});
