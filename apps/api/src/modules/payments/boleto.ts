import type { Cents } from '@store/core';

/** A bank slip ("boleto") as FEBRABAN lays it out: the 44-digit barcode and the 47-digit digitable line. */
export type Boleto = { barcode: string; digitableLine: string; formattedLine: string; dueDate: string };

const DAY_MS = 24 * 60 * 60 * 1000;
const FACTOR_BASE = Date.UTC(1997, 9, 7);

/**
 * Due-date factor: days since 1997-10-07, kept in 1000..9999. It reached 9999 on 2025-02-21 and restarted
 * at 1000 on 2025-02-22 (FEBRABAN), so every 9000 days it wraps again.
 */
export function dueDateFactor(dueDate: string): string {
  const days = Math.round((Date.parse(`${dueDate}T00:00:00Z`) - FACTOR_BASE) / DAY_MS);
  if (!Number.isFinite(days) || days < 1000) throw new RangeError(`No due-date factor for ${dueDate}`);
  return String(((days - 1000) % 9000) + 1000);
}

/** Mod 10 check digit of a field: weights 2,1,2,1… from the right, digits of each product added. */
function mod10(digits: string): number {
  let sum = 0;
  [...digits].reverse().forEach((d, i) => {
    const product = Number(d) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  });
  return (10 - (sum % 10)) % 10;
}

/** Mod 11 general check digit of the barcode: weights 2..9 from the right; 0, 10 and 11 become 1. */
export function mod11(digits: string): number {
  let sum = 0;
  [...digits].reverse().forEach((d, i) => {
    sum += Number(d) * ((i % 8) + 2);
  });
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

/**
 * Builds a boleto: bank (3 digits) + currency 9 + general DV + due-date factor (4) + amount in cents (10) +
 * the bank's free field (25). The digitable line regroups it in five fields, the first three with a mod 10 DV.
 */
export function buildBoleto(input: { bank: string; amount: Cents; dueDate: string; freeField: string }): Boleto {
  const { bank, amount, dueDate, freeField } = input;
  if (!/^\d{3}$/.test(bank) || !/^\d{25}$/.test(freeField))
    throw new RangeError('A boleto needs a 3-digit bank and a 25-digit free field');
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > 9_999_999_999)
    throw new RangeError(`Amount out of range for a boleto: ${amount}`);
  const factor = dueDateFactor(dueDate);
  const value = String(amount).padStart(10, '0');
  const withoutDv = `${bank}9${factor}${value}${freeField}`;
  const dv = mod11(withoutDv);
  const barcode = `${bank}9${dv}${factor}${value}${freeField}`;
  const f1 = `${bank}9${freeField.slice(0, 5)}`;
  const f2 = freeField.slice(5, 15);
  const f3 = freeField.slice(15, 25);
  const fields = [
    `${f1}${mod10(f1)}`,
    `${f2}${mod10(f2)}`,
    `${f3}${mod10(f3)}`,
    String(dv),
    `${factor}${value}`,
  ] as const;
  const formattedLine = [
    `${fields[0].slice(0, 5)}.${fields[0].slice(5)}`,
    `${fields[1].slice(0, 5)}.${fields[1].slice(5)}`,
    `${fields[2].slice(0, 5)}.${fields[2].slice(5)}`,
    fields[3],
    fields[4],
  ].join(' ');
  return { barcode, digitableLine: fields.join(''), formattedLine, dueDate };
}
