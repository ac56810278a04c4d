import { describe, expect, it } from 'vitest';
import { codesMatch, isCodeShape, lockedUntil, minutesLeft, newDeliveryCode } from './delivery-code.js';

describe('delivery code', () => {
  it('makes 4-digit codes, leading zeros kept, spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, newDeliveryCode);
    for (const c of codes) expect(c).toMatch(/^\d{4}$/);
    expect(new Set(codes).size).toBeGreaterThan(1500);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
  });

  it('matches only the same four digits, spaces around ignored', () => {
    expect(codesMatch('0427', '0427')).toBe(true);
    expect(codesMatch('0427', ' 0427 ')).toBe(true);
    expect(codesMatch('0427', '0428')).toBe(false);
    expect(codesMatch('0427', '427')).toBe(false);
    expect(codesMatch('0427', '04270')).toBe(false);
    expect(codesMatch('0427', '')).toBe(false);
    expect(isCodeShape('0427')).toBe(true);
    expect(isCodeShape('04a7')).toBe(false);
  });

  it('locks for 15 minutes and says how many are left, at least one', () => {
    const now = new Date(Date.UTC(2030, 0, 1, 12, 0, 0));
    const until = lockedUntil(now);
    expect(until).toBe('2030-01-01T12:15:00.000Z');
    expect(minutesLeft(until, now)).toBe(15);
    // a try that read the clock a moment before the locking one still reads the whole lock, not 16
    expect(minutesLeft(until, new Date(now.getTime() - 50))).toBe(15);
    expect(minutesLeft(until, new Date(now.getTime() + 14.5 * 60_000))).toBe(1);
    expect(minutesLeft(until, new Date(now.getTime() + 20 * 60_000))).toBe(1);
  });
});
