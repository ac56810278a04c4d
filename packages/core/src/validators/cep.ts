import { msg } from '../i18n/messages';
import type { Message } from '../i18n/messages';
import { isBlank, onlyDigits, stripMask } from './only-digits';

export const CEP_LENGTH = 8;

/** CEP mask #####-### applied as the user types: `maskCep('01310100')` → '01310-100'. */
export function maskCep(value: string | null | undefined): string {
  const digits = onlyDigits(value).slice(0, CEP_LENGTH);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** The postal-code widget ignores input until it has 8 digits: `isCompleteCep('01310-1')` → false. */
export function isCompleteCep(value: string | null | undefined): boolean {
  return onlyDigits(value).length === CEP_LENGTH;
}

/** CEP is 8 digits, masked or not: `validateCep('0131-100')` → 'CEP deve ser válido'. */
export function validateCep(value: string | null | undefined): Message | null {
  if (isBlank(value)) return msg('validation.required');
  return /^\d{8}$/.test(stripMask(value)) ? null : msg('cep.invalid');
}
