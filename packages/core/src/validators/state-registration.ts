import { msg } from '../i18n/messages';
import type { Message } from '../i18n/messages';
import { isBlank } from './only-digits';

export const EXEMPT_STATE_REGISTRATION = 'ISENTO';

/** A company without state registration types ISENTO, any case: `isExempt(' isento ')` → true. */
export function isExempt(stateRegistration: string | null | undefined): boolean {
  return (stateRegistration ?? '').trim().toUpperCase() === EXEMPT_STATE_REGISTRATION;
}

/** State registration is required; ISENTO counts. `validateStateRegistration('')` → 'Campo obrigatório'. */
export function validateStateRegistration(value: string | null | undefined): Message | null {
  return isBlank(value) ? msg('validation.required') : null;
}
