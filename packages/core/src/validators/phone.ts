import { msg } from '../i18n/messages';
import type { Message } from '../i18n/messages';
import { isBlank, onlyDigits } from './only-digits';

export const PHONE_MIN_DIGITS = 8;
export const PHONE_MAX_DIGITS = 14;
export const DEFAULT_COUNTRY_CODE = '55';

export type PhoneParts = { countryCode: string; areaCode: string; number: string };

/** Phone (spec 5): required, 8 to 14 digits. `validatePhone('9999-999')` → 'Informe um telefone válido'. */
export function validatePhone(value: string | null | undefined): Message | null {
  if (isBlank(value)) return msg('validation.required');
  const length = onlyDigits(value).length;
  return length >= PHONE_MIN_DIGITS && length <= PHONE_MAX_DIGITS ? null : msg('phone.invalid');
}

// ITU country codes form a prefix code: 1 and 7 stand alone, these two-digit ones are whole codes, every other
// code has three digits. No three-digit code starts with 55, so a Brazilian number stays '+55' however long.
const ONE_DIGIT_CODES = new Set(['1', '7']);
const TWO_DIGIT_CODES = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(
    ' ',
  ),
);

function countryCodeLength(digits: string): number {
  if (ONE_DIGIT_CODES.has(digits.slice(0, 1))) return 1;
  return TWO_DIGIT_CODES.has(digits.slice(0, 2)) ? 2 : 3;
}

// Lengths read as: 8–9 local number; 10–11 area + number; 12–14 country code (by its ITU prefix) + area + number.
function parts(digits: string): { country: string; area: string; local: string } {
  const length = digits.length;
  if (length < 10) return { country: '', area: '', local: digits };
  const countryLength = length <= 11 ? 0 : countryCodeLength(digits);
  return {
    country: digits.slice(0, countryLength),
    area: digits.slice(countryLength, countryLength + 2),
    local: digits.slice(countryLength + 2),
  };
}

function groupLocal(local: string): string {
  if (local.length <= 4) return local;
  const split = local.length - 4;
  return `${local.slice(0, split)}-${local.slice(split)}`;
}

/** Mask chosen by length, 8 to 14 digits: `maskPhone('11988887777')` → '(11) 98888-7777'. */
export function maskPhone(value: string | null | undefined): string {
  const digits = onlyDigits(value).slice(0, PHONE_MAX_DIGITS);
  if (digits.length < PHONE_MIN_DIGITS) return digits;
  const { country, area, local } = parts(digits);
  const prefix = country ? `+${country} ` : '';
  const areaPart = area ? `(${area}) ` : '';
  return `${prefix}${areaPart}${groupLocal(local)}`;
}

/** Phone split for 3DS debit (spec 5), country 55 by default: `splitPhone('(11) 98888-7777')` → {'55','11','988887777'}. */
export function splitPhone(value: string | null | undefined): PhoneParts {
  const { country, area, local } = parts(onlyDigits(value).slice(0, PHONE_MAX_DIGITS));
  return { countryCode: country || DEFAULT_COUNTRY_CODE, areaCode: area, number: local };
}
