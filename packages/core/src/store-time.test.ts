import { describe, expect, it } from 'vitest';
import {
  addDays,
  brazilianDate,
  formatStoreDate,
  clockTime,
  isStoreDate,
  minutesOfDay,
  storeClock,
  storeDate,
  storeInstant,
  storeWeekday,
} from './store-time';

describe('store time (America/Sao_Paulo by default)', () => {
  it('converts store date and time to the instant and back', () => {
    expect(storeInstant('2026-12-01', 600)).toBe('2026-12-01T13:00:00.000Z');
    expect(storeInstant('2026-12-31', 23 * 60)).toBe('2027-01-01T02:00:00.000Z');
    expect(storeDate('2026-12-02T01:30:00.000Z')).toBe('2026-12-01');
    expect(storeClock('2026-12-02T01:30:00.000Z')).toBe('22:30');
    expect(storeClock(storeInstant('2026-07-15', 9 * 60))).toBe('09:00');
  });

  it('reads dates, times and weekdays', () => {
    expect(isStoreDate('2026-02-28')).toBe(true);
    expect(isStoreDate('2026-02-30')).toBe(false);
    expect(isStoreDate('01/12/2026')).toBe(false);
    expect(minutesOfDay('13:30')).toBe(810);
    expect(minutesOfDay('24:00')).toBeNull();
    expect(clockTime(545)).toBe('09:05');
    expect(storeWeekday('2026-12-06')).toBe(0);
    expect(storeWeekday('2026-12-01')).toBe(2);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(brazilianDate('2026-11-29')).toBe('29/11/2026');
    expect(formatStoreDate('2026-11-29')).toBe('29/11/2026');
    expect(formatStoreDate('2026-11-29', 'en')).toBe('11/29/2026');
    // read as written: midnight UTC is still the 1st, whatever the machine's zone
    expect(formatStoreDate('2026-06-01', 'pt-BR', { day: '2-digit', month: 'long' })).toBe('01 de junho');
    expect(formatStoreDate('not a date')).toBe('not a date');
  });
});
