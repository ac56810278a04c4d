import { msg } from '../i18n/messages';
import type { Message } from '../i18n/messages';
import { passesLuhn } from './card-number';
import type { FieldErrors } from './field-errors';
import { collectErrors } from './field-errors';

const MIN_DIGITS = 13;
const MAX_DIGITS = 19;
// Groups of digits joined by up to eight spaces, dots or dashes: '4111 1111-1111.1111', '4111 - 1111'.
// Slashes, commas, brackets and letters end a run, so dates, CNPJs, phones and prices fall apart into short runs.
const RUN = /\d+(?:[\s.-]{1,8}\d+)*/g;
const SEPARATORS = /[\s.-]+/;

/**
 * First Luhn-valid span of whole digit groups holding 13–19 digits, or null; a group is never cut, so an unbroken
 * 20-digit barcode is a code, not a card: `findCardNumber('ok 4111.1111.1111.1111 737')` → '4111111111111111'.
 */
export function findCardNumber(text: string | null | undefined): string | null {
  for (const [run] of (text ?? '').matchAll(RUN)) {
    const groups = run.split(SEPARATORS);
    for (let start = 0; start < groups.length; start += 1) {
      let digits = '';
      for (let end = start; end < groups.length && digits.length + groups[end]!.length <= MAX_DIGITS; end += 1) {
        digits += groups[end];
        if (digits.length >= MIN_DIGITS && passesLuhn(digits)) return digits;
      }
    }
  }
  return null;
}

/** Free text never keeps a card number: `validateNoCardNumber('apto 4111 1111 1111 1111')` → 'Não inclua números de cartão neste campo'. */
export function validateNoCardNumber(text: string | null | undefined): Message | null {
  return findCardNumber(text) === null ? null : msg('validation.cardNumberInText');
}

/** The same check over a form's free-text fields, `{}` when clean: `cardNumberErrors({ nearby: '4111111111111111' })` → { nearby }. */
export function cardNumberErrors<Field extends string>(fields: Partial<Record<Field, string | null | undefined>>): FieldErrors<Field> {
  const checks: Partial<Record<Field, Message | null>> = {};
  for (const field of Object.keys(fields) as Field[]) checks[field] = validateNoCardNumber(fields[field]);
  return collectErrors(checks);
}
