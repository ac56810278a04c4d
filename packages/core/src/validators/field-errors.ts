import type { Message } from '../i18n/messages';

/** Form-level answer: one Message per failing field, absent fields passed. */
export type FieldErrors<Field extends string> = Partial<Record<Field, Message>>;

/** True when a form map holds at least one message: `hasErrors({})` → false. */
export function hasErrors<Field extends string>(errors: FieldErrors<Field>): boolean {
  return Object.values(errors).some((message) => message != null);
}

/** Keeps only the failing fields, so `{}` means valid: `collectErrors({ a: null, b: msg('validation.required') })` → { b }. */
export function collectErrors<Field extends string>(
  checks: Partial<Record<Field, Message | null>>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(checks) as Field[]) {
    const message = checks[field];
    if (message) errors[field] = message;
  }
  return errors;
}
