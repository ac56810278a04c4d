import { msg } from '../i18n/messages';
import type { Message } from '../i18n/messages';
import { isBlank } from './only-digits';

type DateParts = { day: number; month: number; year: number };

function parse(value: string): DateParts | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC rolls 31/02 over to March; a round trip exposes dates that do not exist.
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year > 0 ? { day, month, year } : null;
}

const pad = (n: number, size: number) => String(n).padStart(size, '0');

/** Opening date typed DD/MM/YYYY, a real day not after today: `validateCompanyOpeningDate('31/02/2020', now)` → invalid. */
export function validateCompanyOpeningDate(value: string | null | undefined, now: Date): Message | null {
  if (isBlank(value)) return msg('validation.required');
  const parts = parse(value ?? '');
  if (!parts) return msg('companyDate.invalid');
  const entered = `${pad(parts.year, 4)}${pad(parts.month, 2)}${pad(parts.day, 2)}`;
  const today = `${pad(now.getFullYear(), 4)}${pad(now.getMonth() + 1, 2)}${pad(now.getDate(), 2)}`;
  return entered > today ? msg('companyDate.invalid') : null;
}

/** Entered DD/MM/YYYY to the YYYY-MM-DD the API stores: `companyDateToIso('31/12/2020')` → '2020-12-31'. */
export function companyDateToIso(value: string): string {
  const parts = parse(value);
  if (!parts) throw new RangeError(`Not a DD/MM/YYYY date: "${value}"`);
  return `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}`;
}
