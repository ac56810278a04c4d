import type { Page } from '@playwright/test';
import { en, ptBR } from '@store/core';
import { uiPtBR } from '../../apps/web/src/lib/i18n/ui-messages';
import { uiEn } from '../../apps/web/src/lib/i18n/ui-messages.en';
import { accountPtBR } from '../../apps/web/src/lib/i18n/ui-messages-account';
import { accountEn } from '../../apps/web/src/lib/i18n/ui-messages-account.en';
import { checkoutPtBR } from '../../apps/web/src/lib/i18n/ui-messages-checkout';
import { checkoutEn } from '../../apps/web/src/lib/i18n/ui-messages-checkout.en';
import { laterUiPtBR } from '../../apps/web/src/lib/i18n/ui-messages-later';
import { ordersPtBR } from '../../apps/web/src/lib/i18n/ui-messages-orders';
import { ordersEn } from '../../apps/web/src/lib/i18n/ui-messages-orders.en';
import { petsEn, petsPtBR } from '../../apps/web/src/lib/i18n/ui-messages-pets';
import { trackingEn, trackingPtBR } from '../../apps/web/src/lib/i18n/ui-messages-tracking';

type Texts = Readonly<Record<string, string>>;

/** Every catalogue, pt-BR beside its English: core's and the storefront's labels. */
const CATALOGUES: readonly [Texts, Texts][] = [
  [ptBR, en],
  [{ ...uiPtBR, ...laterUiPtBR }, uiEn],
  [accountPtBR, accountEn],
  [checkoutPtBR, checkoutEn],
  [ordersPtBR, ordersEn],
  [petsPtBR, petsEn],
  [trackingPtBR, trackingEn],
];

const english = CATALOGUES.flatMap(([, texts]) => Object.values(texts));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The pt-BR texts an English reader must never see: each catalogue value that differs from its English one, as a
 * pattern (a placeholder matches anything on its line). A single word ('Fechado', 'Agendado') counts as a whole
 * line or attribute only, as a label shows it, so a store's data ('Rua Augusta, 1020 - Loja 2') is not taken for
 * the label 'Loja'. Left out: texts with fewer than four letters of their own, and those an English text contains
 * ('Tiradentes' in 'Tiradentes Day'), which would flag the English one.
 */
const PORTUGUESE = CATALOGUES.flatMap(([pt, enTexts]) =>
  Object.entries(pt).filter(([key, text]) => enTexts[key] !== undefined && enTexts[key] !== text),
)
  .map(([key, text]) => ({ key, text }))
  .filter(({ text }) => text.replace(/\{[\w:]+\}/g, '').replace(/[^\p{L}]/gu, '').length >= 4)
  .filter(({ text }) => !english.some((e) => e.includes(text)))
  .map(({ key, text }) => {
    const body = text
      .split(/\{[\w:]+\}/)
      .map(escape)
      .join('[^\\n]{1,80}?');
    const edge = (c: string | undefined) => (c && /\p{L}/u.test(c) ? '(?<!\\p{L})' : '');
    const end = (c: string | undefined) => (c && /\p{L}/u.test(c) ? '(?!\\p{L})' : '');
    const word = !/\s/.test(text.trim());
    const pattern = word
      ? new RegExp(`^\\s*${body}\\s*$`, 'mu')
      : new RegExp(`${edge(text[0])}${body}${end(text.at(-1))}`, 'u');
    return { key, text, pattern };
  });

/** What the page says: its visible text and the names, descriptions and hints of its elements. */
async function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = ['aria-label', 'title', 'alt', 'placeholder', 'aria-description'];
    const named = Array.from(document.querySelectorAll(attributes.map((a) => `[${a}]`).join(','))).flatMap((element) =>
      attributes.map((a) => element.getAttribute(a)).filter((v): v is string => !!v),
    );
    return [document.body.innerText, document.title, ...named].join('\n');
  });
}

/** The catalogues' pt-BR texts the page shows, with their keys ([] for a page that reads in English). */
export async function portugueseOn(page: Page): Promise<string[]> {
  const words = await pageWords(page);
  return PORTUGUESE.filter(({ pattern }) => pattern.test(words)).map(({ key, text }) => `${key}: ${text}`);
}

/** How many pt-BR texts the check looks for (it must not shrink to nothing). */
export const PORTUGUESE_TEXTS = PORTUGUESE.length;
