import { ACCENTED, UNACCENTED } from '../../db/migrations/0005-search.js';

/** More words than this add nothing a shopper meant and only slow the query down. */
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

const FOLD = new Map([...ACCENTED].map((ch, i) => [ch, UNACCENTED[i] ?? ch]));

/** Lower case without accents, the way the PostgreSQL index folds text: 'RAÇÃO' → 'racao'. */
export function foldText(text: string): string {
  return [...text]
    .map((ch) => FOLD.get(ch) ?? ch)
    .join('')
    .toLowerCase();
}

/**
 * The words of what a shopper typed, stripped of everything else: 'Ração "premium" 15kg*' →
 * ['racao', 'premium', '15kg']. Only letters and digits survive, so no quote, `*`, `:`, `&`, `|`,
 * parenthesis or operator word can reach either search engine's query syntax.
 */
export function searchTerms(text: string): string[] {
  const words = foldText(text.normalize('NFC')).match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((w) => w.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_TERMS);
}

/** FTS5: every word as a quoted prefix, all required: ['racao', 'and'] → '"racao"* "and"*' (quoted, AND/NEAR are plain words). */
export function ftsQuery(terms: readonly string[]): string {
  return terms.map((t) => `"${t}"*`).join(' ');
}

/** to_tsquery: every word as a prefix, all required: ['racao', 'gatos'] → 'racao:* & gatos:*'. */
export function tsQuery(terms: readonly string[]): string {
  return terms.map((t) => `${t}:*`).join(' & ');
}
