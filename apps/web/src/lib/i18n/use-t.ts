import { formatText, type Locale, type Message, type MessageKey } from '@store/core';
import { useI18n } from './i18n';
import type { UiKey } from './ui-messages';

export type TextKey = MessageKey | UiKey;
export type Translate = (key: TextKey | Message, params?: Record<string, string | number>) => string;

/** The reader's texts: `t('empty.cart')`, `t(freightLabel(price))`, `t('ui.removeItem', { name })`. */
export function useT(): { t: Translate; locale: Locale } {
  const { locale, texts } = useI18n();
  const translate: Translate = (key, params) => {
    const name = typeof key === 'string' ? key : key.key;
    const values = typeof key === 'string' ? params : { ...key.params, ...params };
    const text = texts[name];
    return text === undefined ? name : formatText(text, values, locale);
  };
  return { t: translate, locale };
}
