import { addDays, FIXED_NATIONAL_HOLIDAYS, GOOD_FRIDAY, t } from '@store/core';

/** Easter Sunday of a year (the anonymous Gregorian algorithm): `easter(2026)` → '2026-04-05'. */
export function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The national holidays of the given years, Good Friday included, named in pt-BR as the store's staff read them
 * (core's holidayName gives other readers theirs): `nationalHolidays([2026])[0]` → { date: '2026-01-01', … }.
 */
export function nationalHolidays(years: readonly number[]): { date: string; name: string }[] {
  return years
    .flatMap((year) => [
      ...FIXED_NATIONAL_HOLIDAYS.map(([md, key]) => ({ date: `${year}-${md}`, name: t('pt-BR', key) })),
      { date: addDays(easter(year), -2), name: t('pt-BR', GOOD_FRIDAY) },
    ])
    .sort((x, y) => x.date.localeCompare(y.date));
}
