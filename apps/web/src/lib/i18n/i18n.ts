import { catalogue, type Locale } from '@store/core';
import { createContext, useContext } from 'react';
import { loadOnce } from '../load-once';
import { uiPtBR } from './ui-messages';

export type Texts = Readonly<Record<string, string>>;

/**
 * The reader's language and its texts: core's catalogue and the storefront's labels, in `{name}` / `{name:money}`
 * form, which core's formatText fills (lib/i18n/use-t.ts). Screens with texts of their own add them when they load.
 */
export type I18n = { locale: Locale; texts: Record<string, string> };

/** The texts of pt-BR readers, which later-texts.ts completes when it arrives; its texts once it has. */
const portuguese = new Set<I18n>();
let laterTexts: Texts | null = null;
let readerLocale: Locale = 'pt-BR';

/** pt-BR's texts ship with the first page; English (texts-en.ts) is its own chunk, fetched for English readers only. */
export function createI18n(locale: Locale, texts: Texts = { ...catalogue('pt-BR'), ...uiPtBR }): I18n {
  document.documentElement.lang = locale;
  readerLocale = locale;
  const i18n = { locale, texts: { ...texts } };
  if (locale === 'pt-BR') {
    if (laterTexts) Object.assign(i18n.texts, laterTexts);
    else portuguese.add(i18n);
  }
  return i18n;
}

const loadLater = loadOnce(() =>
  import('./later-texts').then(({ addLaterTexts, laterPtBR }) => {
    addLaterTexts();
    laterTexts = laterPtBR;
    for (const i18n of portuguese) Object.assign(i18n.texts, laterPtBR);
    portuguese.clear();
  }),
);

/**
 * Core's pt-BR texts no screen of the first page shows (later-texts.ts): every screen but home, and the dialogs that
 * show them, wait for this before they render. English readers have every text already (texts-en.ts).
 */
export function loadLaterTexts(): Promise<void> {
  return readerLocale === 'pt-BR' ? loadLater() : Promise.resolve();
}

/** The reader's texts, loading English first when the browser asks for it (spec 9: pt-BR otherwise). */
export async function loadI18n(locale: Locale): Promise<I18n> {
  if (locale === 'pt-BR') return createI18n(locale);
  const { englishTexts } = await import('./texts-en');
  return createI18n(locale, englishTexts);
}

export const I18nContext = createContext<I18n | null>(null);
export const I18nProvider = I18nContext.Provider;

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n outside I18nProvider');
  return i18n;
}

/**
 * Adds a screen's own texts (pet services, tracking) once, before it renders its first text: they load with the
 * screen's chunk, not the first page. `probe` is one of their keys.
 */
export function useScreenTexts(probe: string, texts: { 'pt-BR': Texts; en: Texts }): void {
  const i18n = useI18n();
  if (!(probe in i18n.texts)) Object.assign(i18n.texts, texts[i18n.locale]);
}
