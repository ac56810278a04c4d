import type { Locale } from './format';
import { DEFAULT_STORE_TIME_ZONE } from './store-zones';

/*
 * Store time is the wall clock of the store's IANA zone (store-zones.ts). Offsets come from Intl, never from a
 * table of our own: Brazil dropped daylight saving in 2019, but a zone's rules are the runtime's to know (and past
 * dates, like a São Paulo summer of 2018 at UTC−02:00, stay right). One formatter per zone is built once and kept;
 * see docs/decisions/0034-store-time-zones.md for what slot generation costs.
 */

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

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The zone's offset at an exact minute, read from Intl. */
function offsetAt(at: number, zone: string): number {
  const part: Record<string, number> = {};
  for (const p of formatterOf(zone).formatToParts(at)) if (p.type !== 'literal') part[p.type] = Number(p.value);
  return (Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!) - at) / MINUTE_MS;
}

/**
 * Each zone's offset per UTC day, when the day starts and ends with the same one (no change of offset inside it;
 * a change and its reversal within one day happen in no zone): slot generation then asks Intl twice a day, not
 * twice a slot. A day with a change is null and read minute by minute. Emptied when it grows past a few years.
 */
const dayOffsets = new Map<string, number | null>();
const MAX_CACHED_DAYS = 20_000;

/**
 * Minutes the zone's wall clock is ahead of UTC at an instant (negative in Brazil):
 * `zoneOffsetMinutes('2026-12-01T13:00:00Z', 'America/Manaus')` → -240.
 */
export function zoneOffsetMinutes(instant: string | Date | number, zone: string = DEFAULT_STORE_TIME_ZONE): number {
  const at = Math.floor(new Date(instant).getTime() / MINUTE_MS) * MINUTE_MS;
  const dayStart = Math.floor(at / DAY_MS) * DAY_MS;
  const key = `${zone}\0${dayStart}`;
  let day = dayOffsets.get(key);
  if (day === undefined) {
    const first = offsetAt(dayStart, zone);
    day = offsetAt(dayStart + DAY_MS - MINUTE_MS, zone) === first ? first : null;
    if (dayOffsets.size >= MAX_CACHED_DAYS) dayOffsets.clear();
    dayOffsets.set(key, day);
  }
  return day ?? offsetAt(at, zone);
}

/**
 * The instant of a store-time date and minute of the day in a zone:
 * `storeInstant('2026-12-01', 600)` → '2026-12-01T13:00:00.000Z'; in 'America/Manaus' → '2026-12-01T14:00:00.000Z'.
 */
export function storeInstant(date: string, minutes: number, zone: string = DEFAULT_STORE_TIME_ZONE): string {
  const m = DATE.exec(date);
  if (!m) throw new RangeError(`not a date: ${date}`);
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) + minutes * MINUTE_MS;
  // the offset at the first guess, then at the instant it gives: they differ only next to a change of offset
  const first = wall - zoneOffsetMinutes(wall, zone) * MINUTE_MS;
  return new Date(wall - zoneOffsetMinutes(first, zone) * MINUTE_MS).toISOString();
}

const shifted = (instant: string | Date, zone: string): Date => {
  const ms = new Date(instant).getTime();
  return new Date(ms + zoneOffsetMinutes(ms, zone) * MINUTE_MS);
};

/** The store-time date of an instant: `storeDate('2026-12-02T01:30:00Z')` → '2026-12-01' (22:30 in São Paulo). */
export function storeDate(instant: string | Date, zone: string = DEFAULT_STORE_TIME_ZONE): string {
  return shifted(instant, zone).toISOString().slice(0, 10);
}

/** The store-time clock of an instant: `storeClock('2026-12-01T13:00:00Z')` → '10:00'; in 'America/Manaus' '09:00'. */
export function storeClock(instant: string | Date, zone: string = DEFAULT_STORE_TIME_ZONE): string {
  return shifted(instant, zone).toISOString().slice(11, 16);
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
