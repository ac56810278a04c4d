/** Integer centavos. Only `cents` and `roundCents` make one, so a float can never sneak in. */
export type Cents = number & { readonly __brand: 'Cents' };

/** Brands an integer as cents: `cents(1999)` → 1999; `cents(19.99)` throws RangeError. */
export function cents(n: number): Cents {
  if (!Number.isSafeInteger(n)) {
    throw new RangeError(`Cents must be a safe integer, got ${n}`);
  }
  // -0 would make `Object.is` comparisons (and toBe in tests) fail for a zero total.
  return (n === 0 ? 0 : n) as Cents;
}

/** The one rounding rule, half away from zero: `roundCents(100.49999999999999)` (1.005 × 100) → 101. */
export function roundCents(x: number): Cents {
  if (!Number.isFinite(x)) {
    throw new RangeError(`Cannot round ${x} to cents`);
  }
  const magnitude = Math.abs(x);
  // 15 significant digits absorb binary noise such as 1.005 * 100 = 100.49999999999999;
  // beyond 1e15 every double already is an integer-ish value and toPrecision would cut digits.
  const cleaned = magnitude < 1e15 ? Number(magnitude.toPrecision(15)) : magnitude;
  return cents(Math.sign(x) * Math.round(cleaned));
}

/** Percent of an amount, rounded once: `percentOf(cents(1999), 15)` → 300 (299.85). */
export function percentOf(amount: Cents, ratePercent: number): Cents {
  return roundCents((amount * ratePercent) / 100);
}

/** Reais typed by a person or sent by a provider to cents: `reaisToCents('1.234,56')` → 123456. */
export function reaisToCents(value: string | number): Cents {
  if (typeof value === 'number') return roundCents(value * 100);
  const text = value.replace(/R\$|\s/g, '');
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  // Whichever separator comes last is the decimal one; the other groups thousands. A lone separator
  // followed by exactly three digits ('1.234', '10.000') groups thousands, as a Brazilian reads it.
  const lone = lastComma === -1 || lastDot === -1;
  const groupsOnly =
    lone && /^-?\d{1,3}([.,]\d{3})+$/.test(text) && (text.match(/[.,]/g) ?? []).every((c) => c === '.');
  const decimal = groupsOnly ? ',' : lastComma > lastDot ? ',' : '.';
  const grouping = decimal === ',' ? '.' : ',';
  const normalized = text.split(grouping).join('').replace(decimal, '.');
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(normalized)) {
    throw new RangeError(`Not an amount in reais: "${value}"`);
  }
  return roundCents(Number(normalized) * 100);
}

/** Cents to reais for display and providers that want decimals: `centsToReais(cents(1050))` → 10.5. */
export function centsToReais(c: Cents): number {
  return c / 100;
}

/** Exact sum of cent amounts: `sumCents([cents(1), cents(2)])` → 3. */
export function sumCents(values: readonly Cents[]): Cents {
  return cents(values.reduce((total, value) => total + value, 0));
}

/** Line total: `multiplyCents(cents(1999), 3)` → 5997; fractional quantities (weights) are rounded once. */
export function multiplyCents(unit: Cents, quantity: number): Cents {
  return roundCents(unit * quantity);
}

/** Amount for card providers, which take integer cents (spec 9: total × 100): `providerAmount(cents(1050))` → 1050. */
export function providerAmount(c: Cents): number {
  return c;
}

export const ZERO = cents(0);
