import { msg } from '../i18n/messages';
import type { Message } from '../i18n/messages';

function toInteger(value: string | number | null | undefined): { value: number; digits: number } | null {
  const text = String(value ?? '').trim();
  if (!/^\d+$/.test(text)) return null;
  return { value: Number(text), digits: text.length };
}

/** Full year from a 2- or 4-digit entry, null otherwise: `expiryYear('27')` → 2027. */
export function expiryYear(year: string | number | null | undefined): number | null {
  const parsed = toInteger(year);
  if (!parsed || parsed.value <= 0) return null;
  // A number like 7 arrives without its leading zero; anything under 100 is a 2-digit year.
  if (parsed.value < 100) return 2000 + parsed.value;
  return parsed.digits === 4 ? parsed.value : null;
}

/**
 * Expiry (spec 5): month 1–12, year above 0 and not past; in the current year the month must be
 * after the current one. With now = May 2025, `validateExpiry(5, 2025, now)` → 'Data de validade incorreta'.
 */
export function validateExpiry(
  month: string | number | null | undefined,
  year: string | number | null | undefined,
  now: Date,
): Message | null {
  const parsedMonth = toInteger(month);
  const fullYear = expiryYear(year);
  if (!parsedMonth || parsedMonth.value < 1 || parsedMonth.value > 12 || fullYear === null) {
    return msg('card.expiryInvalid');
  }
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  if (fullYear < currentYear) return msg('card.expiryInvalid');
  if (fullYear === currentYear && parsedMonth.value <= currentMonth) return msg('card.expiryInvalid');
  return null;
}
