import { msg } from '../i18n/messages';
import type { Message } from '../i18n/messages';
import type { CardBrand } from './card-brand';
import { detectCardBrand } from './card-brand';
import { stripMask } from './only-digits';

// Spec 5: Visa, MasterCard and others 16; Amex 15; Diners 14; JCB 15 or 16; Aura 19.
const LENGTHS: Partial<Record<CardBrand, readonly number[]>> = {
  amex: [15],
  diners: [14],
  jcb: [15, 16],
  aura: [19],
};
const DEFAULT_LENGTHS: readonly number[] = [16];

/** Accepted lengths for a brand: `cardNumberLengths('amex')` → [15]. */
function cardNumberLengths(brand: CardBrand | null): readonly number[] {
  return (brand && LENGTHS[brand]) ?? DEFAULT_LENGTHS;
}

/** Luhn checksum: `passesLuhn('4111111111111111')` → true. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Card number: brand length and Luhn. `validateCardNumber('4111 1111 1111 1112')` → 'Número do cartão inválido'. */
export function validateCardNumber(number: string | null | undefined): Message | null {
  const digits = stripMask(number);
  if (!/^\d+$/.test(digits)) return msg('card.numberInvalid');
  const lengthOk = cardNumberLengths(detectCardBrand(digits)).includes(digits.length);
  return lengthOk && passesLuhn(digits) ? null : msg('card.numberInvalid');
}
