import { validatePasswordChange } from '@store/core';
import type { Db } from '../../db/database.js';
import { userError, validationError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { nowIso } from '../../lib/time.js';
import type { UserRow } from '../auth/guard.js';
import { revokeOtherFamilies } from '../auth/refresh-token-repository.js';
import { updateUser } from './user-repository.js';
import { assertValid, say } from '../../lib/validation.js';
import type { MutationUpdateUserPasswordArgs } from '../../graphql/generated/resolvers.js';

/** A stolen access token must not become a password oracle: 10 checks of the current password per 15 minutes. */
export const PASSWORD_CHANGE_LIMIT = { limit: 10, windowSeconds: 15 * 60 };

/**
 * The current password, checked on one limit shared by every call that asks for it (changing the password or
 * the e-mail, deleting the account), so together they stay one oracle of 10 guesses per 15 minutes. A wrong one is
 * a field error on `field`.
 */
export async function checkCurrentPassword(
  limiter: RateLimiter,
  user: UserRow,
  currentPassword: string,
  field = 'currentPassword',
): Promise<void> {
  const { allowed } = await limiter.hit(
    `passwordChange:${user.id}`,
    PASSWORD_CHANGE_LIMIT.limit,
    PASSWORD_CHANGE_LIMIT.windowSeconds,
  );
  if (!allowed) throw userError(say('auth.tooManyAttempts'), 429);
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    throw validationError({ [field]: say('password.currentIncorrect') });
  }
}

/**
 * updateUserPassword: core rules first, then the current password. Every other sign-in of the user (refresh-token
 * family) is revoked, so a thief holding an old session is out; the session making the change stays signed in.
 */
export async function changePassword(
  db: Db,
  limiter: RateLimiter,
  user: UserRow,
  args: MutationUpdateUserPasswordArgs,
  currentSessionId: string | null,
  now = new Date(),
): Promise<true> {
  const errors = validatePasswordChange({
    currentPassword: args.currentPassword,
    newPassword: args.newerPassword,
    confirmation: args.newerPasswordConfirmation,
  });
  assertValid({
    currentPassword: errors.currentPassword,
    newerPassword: errors.newPassword,
    newerPasswordConfirmation: errors.confirmation,
  });
  await checkCurrentPassword(limiter, user, args.currentPassword);
  const passwordHash = await hashPassword(args.newerPassword);
  const at = nowIso(now);
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, { passwordHash, updatedAt: at });
    await revokeOtherFamilies(trx, user.id, currentSessionId, at);
  });
  return true;
}
