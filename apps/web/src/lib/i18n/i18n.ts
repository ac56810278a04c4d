import { catalogue, cents, formatMoney, type Locale } from '@store/core';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { uiEn, uiPtBR } from './ui-messages';

/** Core writes `{name}` and `{name:money}`; i18next wants `{{name}}` and `{{name, money}}`. */
export function toI18next(texts: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [key, text.replace(/\{(\w+)(:money)?\}/g, (_, name: string, money?: string) => (money ? `{{${name}, money}}` : `{{${name}}}`))]),
  );
}

/** One i18next instance with the shared catalogues: pt-BR by default, English as the fallback (spec 9). */
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    supportedLngs: ['pt-BR', 'en'],
    // Keys such as 'route.store' are flat names, not paths.
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    // Both catalogues ship in the bundle: there is never anything to wait for, so never suspend a render.
    react: { useSuspense: false },
    resources: {
      'pt-BR': { translation: toI18next({ ...catalogue('pt-BR'), ...uiPtBR }) },
      en: { translation: toI18next({ ...catalogue('en'), ...uiEn }) },
    },
  });
  // Money parameters are cents; the locale picks BRL or USD (spec 9).
  instance.services.formatter?.add('money', (value: unknown, lng: string | undefined) => formatMoney(cents(Number(value)), lng === 'en' ? 'en' : 'pt-BR'));
  document.documentElement.lang = locale;
  return instance;
}
