import type { Locale, Message, MessageKey } from '@store/core';
import { useTranslation } from 'react-i18next';
import type { UiKey } from './ui-messages';

export type TextKey = MessageKey | UiKey;
export type Translate = (key: TextKey | Message, params?: Record<string, string | number>) => string;

/** The reader's texts: `t('empty.cart')`, `t(freightLabel(price))`, `t('ui.removeItem', { name })`. */
export function useT(): { t: Translate; locale: Locale } {
  const { t, i18n } = useTranslation();
  const locale: Locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const translate: Translate = (key, params) =>
    typeof key === 'string' ? t(key, params) : t(key.key, { ...key.params, ...params });
  return { t: translate, locale };
}
