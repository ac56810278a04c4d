import type { Locale } from '../format';
import { en } from './en';
import { addMessageKeys, type MessageKey } from './messages';
import { ptBR } from './pt-BR';

type Catalogue = Readonly<Record<MessageKey, string>>;

/**
 * The catalogues loaded: both for the server and the tests. The storefront's build makes this module's `en` null
 * (apps/web/build/store-build.ts), so its first load carries pt-BR only, and adds English for English readers.
 */
const catalogues: Partial<Record<Locale, Catalogue>> = { 'pt-BR': ptBR };
if (en) catalogues.en = en;

/** Adds a catalogue loaded later, or completes one: `addCatalogue('en', en)`. */
export function addCatalogue(locale: Locale, texts: Catalogue): void {
  catalogues[locale] = texts;
  addMessageKeys(Object.keys(texts));
}

/** A locale's catalogue; asking for one not loaded is a programming error, not a shopper's. */
export function loadedCatalogue(locale: Locale): Catalogue {
  const texts = catalogues[locale];
  if (!texts) throw new Error(`The ${locale} catalogue is not loaded: import @store/core's i18n/en first`);
  return texts;
}
