import { msg } from '../i18n/messages';
import type { Message } from '../i18n/messages';

export const PASSWORD_MIN_LENGTH = 8;

/** Password rule (spec 5): 8+ characters, a digit and a letter. `validatePassword('abcdefgh')` → needs a number. */
export function validatePassword(value: string | null | undefined): Message | null {
  const password = value ?? '';
  if (password.length < PASSWORD_MIN_LENGTH) return msg('password.tooShort');
  if (!/\d/.test(password)) return msg('password.needsNumber');
  if (!/\p{L}/u.test(password)) return msg('password.needsLetter');
  return null;
}

/** Confirmation must equal the password: `validatePasswordConfirmation('abc12345', 'abc1234')` → 'As senhas não conferem'. */
export function validatePasswordConfirmation(
  password: string | null | undefined,
  confirmation: string | null | undefined,
): Message | null {
  return (password ?? '') === (confirmation ?? '') ? null : msg('password.mismatch');
}
