import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, gramsFromKg, kgFromGrams, petAge } from './pet-format';
import { nextDays } from './day-picker';
import { chartPoints } from './weight-chart';

describe('pet age', () => {
  it('counts whole years from one year on, else whole months', () => {
    expect(petAge('2020-05-14', '2026-11-22')).toEqual({ key: 'ui.pet.ageYears', count: 6 });
    expect(petAge('2025-11-22', '2026-11-22')).toEqual({ key: 'ui.pet.ageYear', count: 1 });
    expect(petAge('2025-11-23', '2026-11-22')).toEqual({ key: 'ui.pet.ageMonths', count: 11 });
    expect(petAge('2026-03-31', '2026-11-22')).toEqual({ key: 'ui.pet.ageMonths', count: 7 });
    expect(petAge('2026-10-22', '2026-11-22')).toEqual({ key: 'ui.pet.ageMonth', count: 1 });
    expect(petAge('2026-11-01', '2026-11-22')).toEqual({ key: 'ui.pet.ageNewborn', count: 0 });
  });
  it('has no age without a past date of birth', () => {
    expect(petAge(null, '2026-11-22')).toBeNull();
    expect(petAge('2026-12-01', '2026-11-22')).toBeNull();
    expect(petAge('14/05/2020', '2026-11-22')).toBeNull();
  });
});

describe('weight in kg with a decimal comma', () => {
  it('reads kg as grams', () => {
    expect(gramsFromKg('4,5')).toBe(4500);
    expect(gramsFromKg('32')).toBe(32000);
    expect(gramsFromKg(' 0,125 ')).toBe(125);
    expect(gramsFromKg('4.2')).toBe(4200);
    expect(gramsFromKg('')).toBeNull();
  });
  it('refuses what is not a weight', () => {
    for (const typed of ['4,5 kg', 'abc', '1,2345', '1000', '-3']) expect(gramsFromKg(typed)).toBeNaN();
  });
  it('writes grams back with the reader’s decimal mark', () => {
    expect(kgFromGrams(4500, 'pt-BR')).toBe('4,5');
    expect(kgFromGrams(32000, 'pt-BR')).toBe('32');
    expect(kgFromGrams(4500, 'en')).toBe('4.5');
    expect(kgFromGrams(null, 'pt-BR')).toBe('');
  });
});

describe('store dates', () => {
  it('formats calendar dates and instants in store time, whatever the browser zone', () => {
    expect(formatDate('2026-11-30', 'pt-BR')).toBe('30/11/2026');
    // 01:30 UTC is still the evening before in São Paulo
    expect(formatDateTime('2026-12-01T01:30:00.000Z', 'pt-BR', 'America/Sao_Paulo')).toBe('30/11/2026 22:30');
    // and in a store in Manaus, an hour behind
    expect(formatDateTime('2026-12-01T01:30:00.000Z', 'pt-BR', 'America/Manaus')).toBe('30/11/2026 21:30');
  });
  it("starts the days of a Manaus store on Manaus's today", () => {
    // 03:30 UTC on 31 December: 00:30 on the 31st in São Paulo, 23:30 on the 30th in Manaus
    expect(nextDays(new Date('2026-12-31T03:30:00.000Z'), 2, 'America/Manaus')).toEqual(['2026-12-30', '2026-12-31']);
    expect(nextDays(new Date('2026-12-31T03:30:00.000Z'), 2)).toEqual(['2026-12-31', '2027-01-01']);
  });
  it('offers the next 30 days from today in store time', () => {
    const days = nextDays(new Date('2026-12-31T02:00:00.000Z'));
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-12-30');
    expect(days[2]).toBe('2027-01-01');
    expect(days.at(-1)).toBe('2027-01-28');
  });
});

describe('weight chart', () => {
  it('spreads weighings by date and puts the heaviest highest', () => {
    const points = chartPoints([
      { date: '2026-01-01', weight: 30000 },
      { date: '2026-07-02', weight: 32000 },
      { date: '2026-12-31', weight: 31000 },
    ]);
    expect(points[0]!.x).toBeLessThan(points[1]!.x);
    expect(points[1]!.x).toBeLessThan(points[2]!.x);
    // half a year in: the middle of the line
    expect(points[1]!.x - points[0]!.x).toBeCloseTo(points[2]!.x - points[1]!.x, 0);
    expect(points[1]!.y).toBeLessThan(points[2]!.y);
    expect(points[2]!.y).toBeLessThan(points[0]!.y);
  });
  it('draws a single weighing in the middle', () => {
    expect(chartPoints([{ date: '2026-01-01', weight: 4000 }])).toHaveLength(1);
    expect(chartPoints([])).toEqual([]);
  });
});
