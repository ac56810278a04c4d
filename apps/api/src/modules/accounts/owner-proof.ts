import { validationError } from '../../lib/errors.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { say } from '../../lib/validation.js';
import type { UserRow } from '../auth/guard.js';
import type { RequestAuth } from '../auth/request-auth.js';
import { checkCurrentPassword } from './password.js';

/** How recent a social sign-in must be for an account without a password to change its e-mail. */
export const FRESH_SIGN_IN_SECONDS = 5 * 60;

/**
 * Proof that the person holding the access token is the account's owner, before the e-mail (the key to password
 * recovery) may change: the current password, counted on the same limit as updateUserPassword so the two calls
 * together stay one oracle of 10 guesses per 15 minutes; for an account without a password, an access token
 * issued by a social sign-in in the last 5 minutes (a stolen token is usually older, and refreshing does not
 * make it fresh). Failures are validation errors on `currentPassword`, or on `email` for a social-only account.
 */
export async function proveOwner(
  limiter: RateLimiter,
  user: UserRow,
  auth: RequestAuth,
  currentPassword: string | null | undefined,
  now = new Date(),
): Promise<void> {
  if (!user.passwordHash) {
    const claims = auth.status === 'ok' ? auth.claims : null;
    const age = claims?.authTime != null ? Math.floor(now.getTime() / 1000) - claims.authTime : Infinity;
    const fresh = claims?.authMethods.includes('social') === true && age >= 0 && age <= FRESH_SIGN_IN_SECONDS;
    if (!fresh) throw validationError({ email: say('email.changeNeedsSignIn') });
    return;
  }
  if (!currentPassword) throw validationError({ currentPassword: say('validation.required') });
  await checkCurrentPassword(limiter, user, currentPassword);
}
