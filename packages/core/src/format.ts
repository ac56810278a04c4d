import type { Cents } from './money';

export type Locale = 'pt-BR' | 'en';

export const DEFAULT_LOCALE: Locale = 'pt-BR';

/** Picks the store locale from a tag or an Accept-Language list: `resolveLocale('en-US,en;q=0.9')` → 'en'. */
export function resolveLocale(tag?: string | null): Locale {
  for (const part of (tag ?? '').split(',')) {
    const language = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (language.startsWith('pt')) return 'pt-BR';
    if (language.startsWith('en')) return 'en';
  }
  return DEFAULT_LOCALE;
}

const currencyFormats: Record<Locale, Intl.NumberFormat> = {
  'pt-BR': new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }),
  en: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }),
};

/** Money for people: `formatMoney(cents(123456), 'pt-BR')` → 'R$ 1.234,56'; in 'en' → '$1,234.56'. */
export function formatMoney(c: Cents, locale: Locale): string {
  // Intl puts a no-break (or narrow no-break) space after R$; server, browser and tests must print the same bytes.
  return currencyFormats[locale].format(c / 100).replace(/[\u00a0\u202f]/g, ' ');
}
