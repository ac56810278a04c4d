import { msg } from '../i18n/messages';
import type { Message } from '../i18n/messages';
import type { Cents } from '../money';

/** Cash amount meaning "no change needed" ('Sem troco'). */
export const NO_CHANGE = -1;

/** Cash handed over must cover the total, or be -1 for no change: `validateCashAmount(cents(4000), cents(4590))` → below total. */
export function validateCashAmount(amount: Cents | typeof NO_CHANGE, total: Cents): Message | null {
  if (amount === NO_CHANGE) return null;
  return amount >= total ? null : msg('cash.belowTotal');
}
