import { describe, it, expect } from 'vitest';
import {
  cents,
  centsToReais,
  multiplyCents,
  percentOf,
  providerAmount,
  reaisToCents,
  roundCents,
  sumCents,
} from './money';

describe('cents', () => {
  it('accepts safe integers and rejects fractions, NaN and huge values', () => {
    expect(cents(1999)).toBe(1999);
    expect(cents(-0)).toBe(0);
    expect(() => cents(19.99)).toThrow(RangeError);
    expect(() => cents(Number.NaN)).toThrow(RangeError);
    expect(() => cents(2 ** 53)).toThrow(RangeError);
  });
});

describe('roundCents (money rounds to 2 decimals, spec 9)', () => {
  it('rounds half away from zero', () => {
    expect(roundCents(0.5)).toBe(1);
    expect(roundCents(2.5)).toBe(3);
    expect(roundCents(-2.5)).toBe(-3);
    expect(roundCents(2.4999)).toBe(2);
  });

  it('is not fooled by binary float noise', () => {
    expect(1.005 * 100).toBeLessThan(100.5);
    expect(roundCents(1.005 * 100)).toBe(101);
    expect(roundCents(4.35 * 100)).toBe(435);
    expect(roundCents(-0.4)).toBe(0);
  });

  it('throws on non-finite input', () => {
    expect(() => roundCents(Infinity)).toThrow(RangeError);
  });
});

describe('percentOf (percent discount = price × rate / 100)', () => {
  it('applies a percentage and rounds once', () => {
    expect(percentOf(cents(10000), 10)).toBe(1000);
    // 19.99 × 15% = 2.9985 → R$ 3,00
    expect(percentOf(cents(1999), 15)).toBe(300);
    expect(percentOf(cents(333), 50)).toBe(167);
  });
});

describe('reaisToCents / centsToReais', () => {
  it('reads Brazilian and dotted decimals and numbers', () => {
    expect(reaisToCents('12,34')).toBe(1234);
    expect(reaisToCents('12.34')).toBe(1234);
    expect(reaisToCents(12.34)).toBe(1234);
    expect(reaisToCents('R$ 1.234,56')).toBe(123456);
    expect(reaisToCents('1,234.56')).toBe(123456);
    expect(reaisToCents('7')).toBe(700);
    expect(reaisToCents('1.234')).toBe(123400);
    expect(reaisToCents('10.000.000')).toBe(1000000000);
    expect(reaisToCents('1.5')).toBe(150);
    expect(reaisToCents(1.005)).toBe(101);
  });

  it('rejects text that is not an amount', () => {
    expect(() => reaisToCents('doze')).toThrow(RangeError);
    expect(() => reaisToCents('')).toThrow(RangeError);
  });

  it('converts back for display', () => {
    expect(centsToReais(cents(123456))).toBe(1234.56);
  });
});

describe('sumCents, multiplyCents, providerAmount', () => {
  it('adds and multiplies exactly', () => {
    expect(sumCents([cents(10), cents(20), cents(1)])).toBe(31);
    expect(sumCents([])).toBe(0);
    expect(multiplyCents(cents(1999), 3)).toBe(5997);
    // 0.755 kg at R$ 39,90/kg = 30.1245 → R$ 30,12
    expect(multiplyCents(cents(3990), 0.755)).toBe(3012);
  });

  it('hands card providers the amount in cents (R$ 10,50 → 1050)', () => {
    expect(providerAmount(reaisToCents('10,50'))).toBe(1050);
  });
});
