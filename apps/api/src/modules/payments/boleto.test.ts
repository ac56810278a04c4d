import { cents } from '@store/core';
import { describe, expect, it } from 'vitest';
import { buildBoleto, dueDateFactor } from './boleto.js';

/**
 * An independent checker, written from the FEBRABAN layout rather than from boleto.ts: validates the three field
 * DVs, rebuilds the barcode and checks its general DV, and reads the amount and factor back.
 */
function checkLine(line: string): { ok: boolean; barcode?: string; amountCents?: number; factor?: number } {
  const d = line.replace(/[ .]/g, '');
  if (!/^\d{47}$/.test(d)) return { ok: false };
  const luhnStyle = (payload: string, check: string) => {
    const total = payload
      .split('')
      .map(Number)
      .reduceRight((acc, digit, index) => {
        const fromRight = payload.length - 1 - index;
        const p = fromRight % 2 === 0 ? digit * 2 : digit;
        return acc + Math.floor(p / 10) + (p % 10);
      }, 0);
    const next = Math.ceil(total / 10) * 10;
    return (next - total) % 10 === Number(check);
  };
  const parts = [d.slice(0, 10), d.slice(10, 21), d.slice(21, 32)];
  if (!parts.every((p) => luhnStyle(p.slice(0, -1), p.slice(-1)))) return { ok: false };
  const barcode = d.slice(0, 4) + d.slice(32, 33) + d.slice(33, 47) + d.slice(4, 9) + d.slice(10, 20) + d.slice(21, 31);
  const body = barcode.slice(0, 4) + barcode.slice(5);
  let sum = 0;
  let weight = 2;
  for (let i = body.length - 1; i >= 0; i -= 1) {
    sum += Number(body[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  const expected = rest === 0 || rest === 1 || rest === 10 ? 1 : 11 - rest;
  if (Number(barcode[4]) !== expected) return { ok: false };
  return { ok: true, barcode, factor: Number(barcode.slice(5, 9)), amountCents: Number(barcode.slice(9, 19)) };
}

describe('buildBoleto', () => {
  const boleto = buildBoleto({
    bank: '999',
    amount: cents(15990),
    dueDate: '2026-03-10',
    freeField: '0000000042123456789012345',
  });

  it('makes a 47-digit line the independent checker accepts, matching the 44-digit barcode', () => {
    expect(boleto.digitableLine).toMatch(/^\d{47}$/);
    expect(boleto.barcode).toMatch(/^\d{44}$/);
    const checked = checkLine(boleto.formattedLine);
    expect(checked.ok).toBe(true);
    expect(checked.barcode).toBe(boleto.barcode);
    expect(checked.amountCents).toBe(15990);
    expect(checked.factor).toBe(Number(dueDateFactor('2026-03-10')));
  });

  it('formats the line in the five groups a bank app expects', () => {
    expect(boleto.formattedLine).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    expect(boleto.formattedLine.replace(/[ .]/g, '')).toBe(boleto.digitableLine);
  });

  // Fields 1-3 have their own mod 10 DV, which catches any single changed digit; field 5 (factor and amount) is
  // only covered by the general mod 11 DV, which folds three remainders into 1 and so cannot catch every change.
  it('is refused by the checker when a digit of a DV-protected field changes', () => {
    for (const at of [0, 3, 8, 9, 12, 20, 25, 31, 32]) {
      const digits = boleto.digitableLine.split('');
      digits[at] = String((Number(digits[at]) + 1) % 10);
      expect(checkLine(digits.join('')).ok, `digit ${at}`).toBe(false);
    }
  });

  it('agrees with the checker over many amounts and free fields', () => {
    for (let i = 1; i <= 200; i += 1) {
      const amount = cents(i * 7919);
      const freeField = String(i * 104729).padStart(25, '0');
      const b = buildBoleto({ bank: '999', amount, dueDate: '2027-01-01', freeField });
      const checked = checkLine(b.digitableLine);
      expect(checked).toMatchObject({ ok: true, barcode: b.barcode, amountCents: amount });
    }
  });

  it('refuses amounts and fields a boleto cannot hold', () => {
    const base = { bank: '999', amount: cents(100), dueDate: '2026-01-01', freeField: '0'.repeat(25) };
    expect(() => buildBoleto({ ...base, amount: cents(0) })).toThrow(RangeError);
    expect(() => buildBoleto({ ...base, amount: cents(10_000_000_000) })).toThrow(RangeError);
    expect(() => buildBoleto({ ...base, freeField: '1' })).toThrow(RangeError);
  });
});

describe('dueDateFactor', () => {
  it('counts days since 1997-10-07 and restarts at 1000 after 9999 (2025-02-22)', () => {
    expect(dueDateFactor('2000-07-03')).toBe('1000');
    expect(dueDateFactor('2025-02-21')).toBe('9999');
    expect(dueDateFactor('2025-02-22')).toBe('1000');
    expect(dueDateFactor('2025-02-23')).toBe('1001');
  });
});
