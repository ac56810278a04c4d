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

// Lengths read as: 8–9 local number; 10–11 area + number; 12–13 country (2) + area + number;
// 14 country (3) + area + 9-digit mobile.
function parts(digits: string): { country: string; area: string; local: string } {
  const length = digits.length;
  if (length < 10) return { country: '', area: '', local: digits };
  const countryLength = length <= 11 ? 0 : length === 14 ? 3 : 2;
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
