import type { Locale } from '../format';
import type { MessageKey } from './messages';
import { ptBR } from './pt-BR';

type Catalogue = Readonly<Record<MessageKey, string>>;

/** The catalogues loaded so far: pt-BR always; English once en.ts is imported (the storefront loads it on demand). */
const catalogues: Partial<Record<Locale, Catalogue>> = { 'pt-BR': ptBR };

export function addCatalogue(locale: Locale, texts: Catalogue): void {
  catalogues[locale] = texts;
}

/** A locale's catalogue; asking for one not loaded is a programming error, not a shopper's. */
export function loadedCatalogue(locale: Locale): Catalogue {
  const texts = catalogues[locale];
  if (!texts) throw new Error(`The ${locale} catalogue is not loaded: import @store/core's i18n/en first`);
  return texts;
}
