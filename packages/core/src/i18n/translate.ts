import { formatMoney } from '../format';
import type { Locale } from '../format';
import { cents } from '../money';
import { en } from './en';
import type { Message, MessageKey, MessageParams } from './messages';
import { ptBR } from './pt-BR';

const catalogues: Record<Locale, Record<MessageKey, string>> = { 'pt-BR': ptBR, en };

/** The catalogue for a locale, for UI libraries that want the raw texts: `catalogue('en')['cart.view']` → 'VIEW CART'. */
export function catalogue(locale: Locale): Readonly<Record<MessageKey, string>> {
  return catalogues[locale];
}

/**
 * Renders a key or a rule's Message: `t('pt-BR', validateEmail('a@b'))` → 'Informe um email válido'.
 * A passing validator returns null, which renders as '' so forms can show `t(locale, rule(value))` directly.
 */
export function t(
  locale: Locale,
  message: MessageKey | Message | null | undefined,
  params?: MessageParams,
): string {
  if (message == null) return '';
  const key = typeof message === 'string' ? message : message.key;
  const values = typeof message === 'string' ? params : { ...message.params, ...params };
  return catalogues[locale][key].replace(
    /\{(\w+)(:money)?\}/g,
    (placeholder, name: string, money: string | undefined) => {
      const value = values?.[name];
      if (value === undefined) return placeholder;
      return money ? formatMoney(cents(Number(value)), locale) : String(value);
    },
  );
}
