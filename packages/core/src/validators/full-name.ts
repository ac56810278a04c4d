import { msg } from '../i18n/messages';
import type { Message } from '../i18n/messages';
import { isBlank } from './only-digits';

/** Full name must start with two letters, accents included: `validateFullName('Ígor Souza')` → null. */
export function validateFullName(value: string | null | undefined): Message | null {
  if (isBlank(value)) return msg('validation.required');
  return /^\p{L}{2}/u.test((value ?? '').trim()) ? null : msg('fullName.invalid');
}
