import { describe, expect, it } from 'vitest';
import { t } from './i18n/translate';
import { priceForPet } from './service-price';
import { nearestSlot, periodsOf, slotAt, workingDay, type DayInput } from './working-day';

// Tuesday 1 December 2026 in São Paulo (UTC−3): 09:00 there is 12:00Z. Every expectation below is worked by hand.
const DATE = '2026-12-01';
const LUNCH = [
  { start: '09:00', end: '12:00' },
  { start: '13:00', end: '18:00' },
];
const day = (over: Partial<DayInput> = {}): DayInput => ({
  date: DATE,
  periods: LUNCH,
  slotMinutes: 30,
  duration: 60,
  buffer: 0,
  capacity: 1,
  bookings: [],
  now: '2026-11-30T12:00:00.000Z',
  ...over,
});
const times = (input: DayInput) => workingDay(input).slots.map((s) => s.time);

describe('workingDay on hand-worked days', () => {
  it('a lunch break splits the day: a 60-minute service starts 09:00–11:00 and 13:00–17:00, never 11:30–12:30', () => {
    expect(times(day())).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
    ]);
    const first = workingDay(day()).slots[0]!;
    expect(first).toEqual({
      dateTime: '2026-12-01T12:00:00.000Z',
      dateTimeEnd: '2026-12-01T13:00:00.000Z',
      time: '09:00',
      free: 1,
    });
  });

  it('a 90-minute service ends by closing: last starts 10:30 before lunch and 16:30 in the afternoon (not 17:00)', () => {
    const list = times(day({ duration: 90 }));
    expect(list).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ]);
    expect(list).not.toContain('17:00');
  });

  it('a booking blocks its duration plus its buffer, and a new one needs room for its own buffer', () => {
    // booked 10:00–11:00, buffer 30 → held until 11:30
    const bookings = [{ start: '2026-12-01T13:00:00.000Z', blockedUntil: '2026-12-01T14:30:00.000Z' }];
    const noBuffer = day({
      bookings: [{ start: '2026-12-01T13:00:00.000Z', blockedUntil: '2026-12-01T14:00:00.000Z' }],
    });
    // without buffers 09:00 (ends 10:00) and 11:00 (starts at the end) both fit
    expect(times(noBuffer).slice(0, 2)).toEqual(['09:00', '11:00']);
    // with 30 minutes of buffer: 09:00 would hold until 10:30 and 11:00 starts before 11:30; nothing fits before lunch
    expect(times(day({ buffer: 30, bookings }))[0]).toBe('13:00');
  });

  it('services sharing two groomers: a Tosa at 10:00 leaves room for one Banho e Tosa before lunch, not two', () => {
    // the grooming team holds 2; Tosa 10:00–11:00 + 15 min buffer → held until 11:15 (13:00Z–14:15Z)
    const tosa = { start: '2026-12-01T13:00:00.000Z', blockedUntil: '2026-12-01T14:15:00.000Z' };
    const banhoETosa = (bookings: DayInput['bookings']) => day({ duration: 120, buffer: 15, capacity: 2, bookings });
    // a 120-minute Banho e Tosa can start 09:00, 09:30 or 10:00 before lunch; each overlaps the Tosa, one groomer is left
    const morning = workingDay(banhoETosa([tosa])).slots.filter((s) => s.time < '12:00');
    expect(morning.map((s) => [s.time, s.free])).toEqual([
      ['09:00', 1],
      ['09:30', 1],
      ['10:00', 1],
    ]);
    // a Banho e Tosa booked 09:00–11:00 (+15 → 11:15) takes the other groomer: no second one fits before lunch
    const first = { start: '2026-12-01T12:00:00.000Z', blockedUntil: '2026-12-01T14:15:00.000Z' };
    expect(times(banhoETosa([tosa, first]))[0]).toBe('13:00');
    // a service on its own with capacity 1: the Tosa alone would fill every morning start
    expect(times(day({ duration: 120, buffer: 15, capacity: 1, bookings: [tosa] }))[0]).toBe('13:00');
  });

  it('a GG long-coated dog takes longer than a P short-coated one, so fewer starts fit', () => {
    const prices = [
      { size: null, coat: 'long', duration: 75, price: 7000 },
      { size: 'GG', coat: null, duration: 90, price: 9000 },
      { size: 'GG', coat: 'long', duration: 120, price: 11000 },
    ];
    const big = priceForPet({ duration: 60, price: 6000 }, prices, 'GG', 'long');
    const small = priceForPet({ duration: 60, price: 6000 }, prices, 'P', 'short');
    expect(big).toEqual({ duration: 120, price: 11000 });
    expect(small).toEqual({ duration: 60, price: 6000 });
    expect(times(day({ duration: big.duration }))).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
    ]);
    expect(times(day({ duration: small.duration }))).toHaveLength(14);
  });

  it('a holiday and a day without hours are closed, with the reason', () => {
    const holiday = workingDay(day({ holiday: 'Natal' }));
    expect(holiday).toMatchObject({ open: false, periods: [], slots: [] });
    expect(t('pt-BR', holiday.closedReason)).toBe('Feriado: Natal');
    const sunday = workingDay(day({ periods: [] }));
    expect(sunday.open).toBe(false);
    expect(t('pt-BR', sunday.closedReason)).toBe('Fechado');
  });

  it('a slot holds `capacity` bookings at once and says how many more it takes', () => {
    const one = { start: '2026-12-01T12:00:00.000Z', blockedUntil: '2026-12-01T13:00:00.000Z' };
    expect(workingDay(day({ capacity: 2, bookings: [one] })).slots[0]).toMatchObject({ time: '09:00', free: 1 });
    expect(times(day({ capacity: 2, bookings: [one, one] }))[0]).toBe('10:00');
    // 09:00–10:00 and 10:00–11:00 never overlap each other, so a 09:30 start meets only one at a time
    const two = { start: '2026-12-01T13:00:00.000Z', blockedUntil: '2026-12-01T14:00:00.000Z' };
    expect(workingDay(day({ capacity: 2, bookings: [one, two] })).slots.find((s) => s.time === '09:30')?.free).toBe(1);
  });

  it('starts at or before now are not offered (the clock is given)', () => {
    // 10:10 in São Paulo
    expect(times(day({ now: '2026-12-01T13:10:00.000Z' }))[0]).toBe('10:30');
    expect(times(day({ now: '2026-12-01T13:00:00.000Z' }))[0]).toBe('10:30');
    expect(times(day({ now: '2026-12-01T21:00:00.000Z' }))).toEqual([]);
  });

  it('periodsOf picks the weekday rows; slotAt finds an offered start only', () => {
    const rows = [
      { weekday: 2, opensAt: '13:00', closesAt: '18:00' },
      { weekday: 2, opensAt: '09:00', closesAt: '12:00' },
      { weekday: 3, opensAt: '08:00', closesAt: '09:00' },
    ];
    expect(periodsOf(rows, DATE)).toEqual([
      { start: '13:00', end: '18:00' },
      { start: '09:00', end: '12:00' },
    ]);
    expect(workingDay(day({ periods: periodsOf(rows, DATE) })).periods[0]).toEqual({ start: '09:00', end: '12:00' });
    const answer = workingDay(day());
    expect(slotAt(answer, '2026-12-01T12:30:00.000Z')?.time).toBe('09:30');
    expect(slotAt(answer, '2026-12-01T12:10:00.000Z')).toBeUndefined();
    expect(slotAt(answer, '2026-12-01T15:00:00.000Z')).toBeUndefined(); // 12:00, lunch
  });

  it('nearestSlot: the closest on the same day first, then the same time of day on the next days', () => {
    const full = { start: '2026-12-01T12:00:00.000Z', blockedUntil: '2026-12-01T21:00:00.000Z' };
    const wanted = '2026-12-01T13:00:00.000Z'; // 10:00
    const sameDay = workingDay(
      day({ bookings: [{ start: '2026-12-01T12:00:00.000Z', blockedUntil: '2026-12-01T14:00:00.000Z' }] }),
    );
    expect(nearestSlot([sameDay], wanted)?.time).toBe('11:00');
    const busy = workingDay(day({ bookings: [full] }));
    const next = workingDay(day({ date: '2026-12-02' }));
    expect(nearestSlot([busy, next], wanted)).toMatchObject({ time: '10:00', dateTime: '2026-12-02T13:00:00.000Z' });
    expect(nearestSlot([busy], wanted)).toBeNull();
  });
});
