import { msg } from '../i18n/messages';
import type { Message } from '../i18n/messages';
import { isBlank } from './only-digits';

/**
 * E-mail as spec 5 states it: '@' not first, a later dot at least 2 characters after it,
 * at least 2 characters after the last dot. `validateEmail('a@b')` → 'Informe um email válido'.
 */
export function validateEmail(value: string | null | undefined, current?: string | null): Message | null {
  if (isBlank(value)) return msg('validation.required');
  const email = (value ?? '').trim();
  const at = email.indexOf('@');
  const lastDot = email.lastIndexOf('.');
  const shapeOk = at > 0 && lastDot >= at + 2 && lastDot + 2 < email.length;
  // Spaces and a second '@' pass the spec's shape check yet no mailbox can have them.
  if (!shapeOk || /\s/.test(email) || email.indexOf('@', at + 1) !== -1) return msg('email.invalid');
  if (current != null && email.toLowerCase() === current.trim().toLowerCase()) {
    return msg('email.sameAsCurrent');
  }
  return null;
}
