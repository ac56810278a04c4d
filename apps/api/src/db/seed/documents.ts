/*
 * Brazilian document numbers with real check digits, so the demo users and stores pass the same
 * CPF/CNPJ validation the storefront and the API apply to shoppers.
 */

function weighted(digits: readonly number[], weights: readonly number[]): number {
  return weights.reduce((sum, w, i) => sum + w * (digits[i] ?? 0), 0);
}

function mod11(sum: number): number {
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

function toDigits(base: string, length: number): number[] {
  if (!new RegExp(`^\\d{${length}}$`).test(base)) throw new Error(`expected ${length} digits, got '${base}'`);
  return [...base].map(Number);
}

/** `cpfFromBase('529982247')` → '52998224725' */
export function cpfFromBase(base9: string): string {
  const d = toDigits(base9, 9);
  d.push(mod11(weighted(d, [10, 9, 8, 7, 6, 5, 4, 3, 2])));
  d.push(mod11(weighted(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])));
  return d.join('');
}

/** `cnpjFromBase('112223330001')` → '11222333000181' */
export function cnpjFromBase(base12: string): string {
  const first = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const d = toDigits(base12, 12);
  d.push(mod11(weighted(d, first)));
  d.push(mod11(weighted(d, [6, ...first])));
  return d.join('');
}
