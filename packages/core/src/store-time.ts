import type { Locale } from './format';

/**
 * Store time is America/Sao_Paulo, which has kept UTC−03:00 all year since daylight saving ended in 2019, so a
 * fixed offset converts without a time-zone database (and without Intl, which differs between runtimes).
 */
export const STORE_UTC_OFFSET_MINUTES = -180;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A calendar date that exists: `isStoreDate('2026-02-30')` → false. */
export function isStoreDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** 'HH:MM' as minutes after midnight: `minutesOfDay('13:30')` → 810; anything else → null. */
export function minutesOfDay(time: string): number | null {
  const m = TIME.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** Minutes after midnight as 'HH:MM': `clockTime(810)` → '13:30'. */
export function clockTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** The instant of a store-time date and minute of the day: `storeInstant('2026-12-01', 600)` → '2026-12-01T13:00:00.000Z'. */
export function storeInstant(date: string, minutes: number): string {
  const m = DATE.exec(date);
  if (!m) throw new RangeError(`not a date: ${date}`);
  const midnightUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(midnightUtc + (minutes - STORE_UTC_OFFSET_MINUTES) * MINUTE_MS).toISOString();
}

const shifted = (instant: string | Date): Date =>
  new Date(new Date(instant).getTime() + STORE_UTC_OFFSET_MINUTES * MINUTE_MS);

/** The store-time date of an instant: `storeDate('2026-12-02T01:30:00Z')` → '2026-12-01' (22:30 in São Paulo). */
export function storeDate(instant: string | Date): string {
  return shifted(instant).toISOString().slice(0, 10);
}

/** The store-time clock of an instant: `storeClock('2026-12-01T13:00:00Z')` → '10:00'. */
export function storeClock(instant: string | Date): string {
  return shifted(instant).toISOString().slice(11, 16);
}

/** 0 = Sunday … 6 = Saturday: `storeWeekday('2026-12-06')` → 0. */
export function storeWeekday(date: string): number {
  return new Date(`${date}T00:00:00.000Z`).getUTCDay();
}

/** Calendar arithmetic on store dates: `addDays('2026-12-31', 1)` → '2027-01-01'. */
export function addDays(date: string, days: number): string {
  return new Date(new Date(`${date}T00:00:00.000Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A calendar date (YYYY-MM-DD) for the reader, read as written and never shifted by a time zone: the store's one
 * date format. `formatStoreDate('2026-11-29')` → '29/11/2026'; 'en' → '11/29/2026'; `options` as Intl's (weekday,
 * month names). Plain pt-BR is written out by hand, so the API's texts are the same on every runtime. Anything
 * that is not a date comes back as given.
 */
export function formatStoreDate(
  date: string,
  locale: Locale = 'pt-BR',
  options: Intl.DateTimeFormatOptions = {},
): string {
  if (!isStoreDate(date)) return date;
  if (locale === 'pt-BR' && Object.keys(options).length === 0) {
    const [y, m, d] = date.split('-');
    return `${d}/${m}/${y}`;
  }
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }).format(new Date(`${date}T00:00:00Z`));
}

/** 'DD/MM/YYYY' as Brazilians write a date: `brazilianDate('2026-11-29')` → '29/11/2026' (formatStoreDate in pt-BR). */
export const brazilianDate = (date: string): string => formatStoreDate(date, 'pt-BR');
