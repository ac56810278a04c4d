import { onlyDigits } from './only-digits';

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'diners' | 'jcb' | 'elo' | 'hipercard' | 'aura' | 'discover';

// Elo reuses ranges inside Visa (4), Discover (65) and Aura (50), so it is tested on six digits first.
const ELO_RANGES: ReadonlyArray<readonly [number, number]> = [
  [401178, 401179],
  [431274, 431274],
  [438935, 438935],
  [451416, 451416],
  [457393, 457393],
  [457631, 457632],
  [504175, 504175],
  [506699, 506778],
  [509000, 509999],
  [627780, 627780],
  [636297, 636297],
  [636368, 636368],
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650920],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058],
];

// Order matters: narrower prefixes before the broad ones they overlap.
const PREFIXES: ReadonlyArray<readonly [CardBrand, RegExp]> = [
  ['hipercard', /^(606282|3841[046]0)/],
  ['aura', /^50/],
  ['amex', /^3[47]/],
  ['diners', /^3(0[0-5]|095|[689])/],
  ['jcb', /^35(2[89]|[3-8])/],
  ['discover', /^(6011|62212[6-9]|6221[3-9]|622[2-8]|6229[01]|62292[0-5]|64[4-9]|65)/],
  ['mastercard', /^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/],
  ['visa', /^4/],
];

function isElo(digits: string): boolean {
  if (digits.length < 6) return false;
  const bin = Number(digits.slice(0, 6));
  return ELO_RANGES.some(([from, to]) => bin >= from && bin <= to);
}

/** Brand by prefix, null when unknown: `detectCardBrand('4111 1111 1111 1111')` → 'visa'. */
export function detectCardBrand(number: string | null | undefined): CardBrand | null {
  const digits = onlyDigits(number);
  if (digits === '') return null;
  if (isElo(digits)) return 'elo';
  for (const [brand, prefix] of PREFIXES) {
    if (prefix.test(digits)) return brand;
  }
  return null;
}
