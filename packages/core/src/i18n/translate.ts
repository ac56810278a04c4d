import { formatMoney } from '../format';
import type { Locale } from '../format';
import { cents } from '../money';
import type { Message, MessageKey, MessageParams } from './messages';
import { loadedCatalogue } from './registry';

/** The catalogue for a locale, for UI libraries that want the raw texts: `catalogue('en')['cart.view']` → 'VIEW CART'. */
export function catalogue(locale: Locale): Readonly<Record<MessageKey, string>> {
  return loadedCatalogue(locale);
}

/**
 * Fills a text's placeholders the way `t` does, for texts outside core's catalogue (the storefront's own labels):
 * `formatText('Total {amount:money}', { amount: 1990 }, 'pt-BR')` → 'Total R$ 19,90'. Unknown names stay as written.
 */
export function formatText(text: string, values: MessageParams | undefined, locale: Locale): string {
  return text.replace(/\{(\w+)(:money)?\}/g, (placeholder, name: string, money: string | undefined) => {
    const value = values?.[name];
    if (value === undefined) return placeholder;
    return money ? formatMoney(cents(Number(value)), locale) : String(value);
  });
}

/**
 * Renders a key or a rule's Message: `t('pt-BR', validateEmail('a@b'))` → 'Informe um email válido'.
 * A passing validator returns null, which renders as '' so forms can show `t(locale, rule(value))` directly.
 */
export function t(locale: Locale, message: MessageKey | Message | null | undefined, params?: MessageParams): string {
  if (message == null) return '';
  const key = typeof message === 'string' ? message : message.key;
  const values = typeof message === 'string' ? params : { ...message.params, ...params };
  // Every key has a text on the server; the storefront adds some domains' pt-BR texts after its first page.
  const text = loadedCatalogue(locale)[key] as string | undefined;
  return text === undefined ? key : formatText(text, values, locale);
}
