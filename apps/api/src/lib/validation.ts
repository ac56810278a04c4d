import { msg, validateNoCardNumber, type Message, type MessageKey } from '@store/core';
import { validationError } from './errors.js';

/**
 * A core message (or key) as the server raises it: `say('email.taken')` → { key: 'email.taken' }. Errors carry
 * the key and parameters to clients, which render them in the reader's language, and the pt-BR text in `message`.
 */
export const say = (message: Message | MessageKey): Message => (typeof message === 'string' ? msg(message) : message);

/** Throws one validation error naming every failing field (key, parameters and pt-BR text); `{ email: null }` passes. */
export function assertValid(checks: Record<string, Message | null | undefined>): void {
  const failing = Object.entries(checks).filter((entry): entry is [string, Message] => entry[1] != null);
  if (failing.length > 0) throw validationError(Object.fromEntries(failing));
}

/** Keeps a column from holding a novel (core's rules check shape, not size): `tooLong('abc', 2)` → 'Use no máximo 2 caracteres'. */
export function tooLong(value: string | null | undefined, max: number): Message | null {
  return (value ?? '').trim().length > max ? msg('validation.tooLong', { max }) : null;
}

/**
 * Text a person types (names, titles, address lines, notes): no card number, then at most `max` characters.
 * `freeText('apto 4111 1111 1111 1111', 120)` → 'Não inclua números de cartão neste campo'.
 */
export function freeText(value: string | null | undefined, max: number): Message | null {
  return validateNoCardNumber(value) ?? tooLong(value, max);
}

/** Trimmed text, or null when empty. */
export const clean = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};
