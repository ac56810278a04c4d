import type { MessageKey } from '@store/core';
import { validationError } from '../../lib/errors.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { say } from '../../lib/validation.js';
import type { UserRow } from '../auth/guard.js';
import type { RequestAuth } from '../auth/request-auth.js';
import { checkCurrentPassword } from './password.js';

/** How recent a social sign-in must be for an account without a password to change its e-mail or delete itself. */
export const FRESH_SIGN_IN_SECONDS = 5 * 60;

/**
 * What a refusal names, per action: the field of a missing or wrong password, and for an account without a
 * password the field and the words that ask it to sign in again.
 */
export type OwnerProofAsk = { passwordField: string; signInField: string; signIn: MessageKey };

/** Changing the e-mail: on `currentPassword`, or on `email` for a social-only account. */
export const EMAIL_CHANGE_PROOF: OwnerProofAsk = {
  passwordField: 'currentPassword',
  signInField: 'email',
  signIn: 'email.changeNeedsSignIn',
};

/** Deleting the account: every refusal on the field that carries the proof (`currentPassword`, `current_password` by REST). */
export const accountDeletionProof = (field: string): OwnerProofAsk => ({
  passwordField: field,
  signInField: field,
  signIn: 'account.deleteNeedsSignIn',
});

/**
 * Proof that the person holding the access token is the account's owner, before the e-mail (the key to password
 * recovery) may change or the account be deleted: the current password, counted on the same limit as
 * updateUserPassword so every call that asks for it together stays one oracle of 10 guesses per 15 minutes; for an
 * account without a password, an access token issued by a social sign-in in the last 5 minutes (a stolen token is
 * usually older, and refreshing does not make it fresh). Failures are validation errors on the fields `ask` names.
 */
export async function proveOwner(
  limiter: RateLimiter,
  user: UserRow,
  auth: RequestAuth,
  currentPassword: string | null | undefined,
  now = new Date(),
  ask: OwnerProofAsk = EMAIL_CHANGE_PROOF,
): Promise<void> {
  if (!user.passwordHash) {
    const claims = auth.status === 'ok' ? auth.claims : null;
    const age = claims?.authTime != null ? Math.floor(now.getTime() / 1000) - claims.authTime : Infinity;
    const fresh = claims?.authMethods.includes('social') === true && age >= 0 && age <= FRESH_SIGN_IN_SECONDS;
    if (!fresh) throw validationError({ [ask.signInField]: say(ask.signIn) });
    return;
  }
  if (!currentPassword) throw validationError({ [ask.passwordField]: say('validation.required') });
  await checkCurrentPassword(limiter, user, currentPassword, ask.passwordField);
}
