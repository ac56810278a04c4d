import { describe, expect, it } from 'vitest';
import { storeClock, storeDate, storeInstant, zoneOffsetMinutes } from './store-time';
import { DEFAULT_STORE_TIME_ZONE, isStoreTimeZone, STORE_TIME_ZONES, storeTimeZone } from './store-zones';
import { workingDay } from './working-day';

// 10:00 on Tuesday 1 December 2026 in each zone, worked by hand from the zone's offset (no daylight saving in 2026).
const TEN_OCLOCK: [zone: string, offsetHours: number, instant: string][] = [
  ['America/Noronha', -2, '2026-12-01T12:00:00.000Z'],
  ['America/Sao_Paulo', -3, '2026-12-01T13:00:00.000Z'],
  ['America/Cuiaba', -4, '2026-12-01T14:00:00.000Z'],
  ['America/Manaus', -4, '2026-12-01T14:00:00.000Z'],
  ['America/Rio_Branco', -5, '2026-12-01T15:00:00.000Z'],
];

describe('store time in each zone', () => {
  it.each(TEN_OCLOCK)('%s: 10:00 is UTC%i', (zone, offsetHours, instant) => {
    expect(storeInstant('2026-12-01', 600, zone)).toBe(instant);
    expect(zoneOffsetMinutes(instant, zone)).toBe(offsetHours * 60);
    expect(storeClock(instant, zone)).toBe('10:00');
    expect(storeDate(instant, zone)).toBe('2026-12-01');
  });

  it.each(TEN_OCLOCK)('%s: the date turns at its own midnight', (zone) => {
    const midnight = storeInstant('2026-12-02', 0, zone);
    expect(storeDate(new Date(new Date(midnight).getTime() - 60_000), zone)).toBe('2026-12-01');
    expect(storeClock(new Date(new Date(midnight).getTime() - 60_000), zone)).toBe('23:59');
    expect(storeDate(midnight, zone)).toBe('2026-12-02');
  });

  it('01:30Z on 2 December is still the 1st in Manaus (21:30) and Rio Branco (20:30), the 2nd nowhere west of Noronha', () => {
    expect(storeDate('2026-12-02T01:30:00Z', 'America/Manaus')).toBe('2026-12-01');
    expect(storeClock('2026-12-02T01:30:00Z', 'America/Manaus')).toBe('21:30');
    expect(storeClock('2026-12-02T01:30:00Z', 'America/Rio_Branco')).toBe('20:30');
    expect(storeClock('2026-12-02T01:30:00Z', 'America/Noronha')).toBe('23:30');
  });

  it('asks the zone rules, not a fixed offset: São Paulo and Cuiabá kept summer time in January 2018', () => {
    expect(storeInstant('2018-01-15', 600, 'America/Sao_Paulo')).toBe('2018-01-15T12:00:00.000Z');
    expect(storeInstant('2018-01-15', 600, 'America/Cuiaba')).toBe('2018-01-15T13:00:00.000Z');
    expect(storeInstant('2018-01-15', 600, 'America/Manaus')).toBe('2018-01-15T14:00:00.000Z');
    // summer time began at midnight on 4 November 2018: the day before ran at UTC−3, the day itself at UTC−2
    expect(storeInstant('2018-11-03', 600, 'America/Sao_Paulo')).toBe('2018-11-03T13:00:00.000Z');
    expect(storeInstant('2018-11-04', 600, 'America/Sao_Paulo')).toBe('2018-11-04T12:00:00.000Z');
    expect(storeClock('2018-11-04T02:59:00Z', 'America/Sao_Paulo')).toBe('23:59');
    expect(storeClock('2018-11-04T03:00:00Z', 'America/Sao_Paulo')).toBe('01:00');
  });

  it('slots are the store clock in its zone: 09:00 in Manaus is 13:00Z', () => {
    const slots = workingDay({
      date: '2026-12-01',
      periods: [{ start: '09:00', end: '11:00' }],
      slotMinutes: 60,
      duration: 60,
      buffer: 0,
      capacity: 1,
      bookings: [],
      now: '2026-11-30T12:00:00.000Z',
      zone: 'America/Manaus',
    }).slots;
    expect(slots.map((s) => [s.time, s.dateTime, s.dateTimeEnd])).toEqual([
      ['09:00', '2026-12-01T13:00:00.000Z', '2026-12-01T14:00:00.000Z'],
      ['10:00', '2026-12-01T14:00:00.000Z', '2026-12-01T15:00:00.000Z'],
    ]);
  });

  it('knows the zones a store may keep', () => {
    expect(STORE_TIME_ZONES).toContain('America/Manaus');
    expect(DEFAULT_STORE_TIME_ZONE).toBe('America/Sao_Paulo');
    expect(isStoreTimeZone('America/Rio_Branco')).toBe(true);
    expect(isStoreTimeZone('Europe/Lisbon')).toBe(false);
    expect(isStoreTimeZone('America/manaus')).toBe(false);
    expect(storeTimeZone('UTC-4')).toBe('America/Sao_Paulo');
    expect(storeTimeZone('America/Noronha')).toBe('America/Noronha');
  });
});
