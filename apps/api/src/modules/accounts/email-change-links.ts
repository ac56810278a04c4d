import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';
import { revokeUserSessions, sha256 } from '../auth/refresh-tokens.js';
import { dropUnusedCodes } from '../auth/verification-code-repository.js';
import {
  claimCancellation,
  claimConfirmation,
  expirePendingChanges,
  findChangeByHash,
  findLiveAccount,
} from './email-change-repository.js';
import { emailTaken, isUniqueViolation, updateUser } from './user-repository.js';

export type LinkResult = { ok: boolean; storeId: number | null };

const FAILED: LinkResult = { ok: false, storeId: null };
const SECRET = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * The link sent to the new address: once, before it expires, while the account still has the address the change
 * started from and the new one is still free in the store (checked again here, and by the unique constraint),
 * the new address becomes the account's e-mail, verified (opening the link proved the mailbox).
 */
export async function confirmEmailChange(db: Db, token: string, now = new Date()): Promise<LinkResult> {
  if (!SECRET.test(token)) return FAILED;
  const at = nowIso(now);
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await findChangeByHash(trx, 'confirm', sha256(token));
      if (!row) return FAILED;
      const user = await findLiveAccount(trx, row.userId);
      if (!user) return FAILED;
      const claimed = await claimConfirmation(trx, row.id, at);
      const failed = { ok: false, storeId: user.storeId };
      if (!claimed || user.email !== row.oldEmail) return failed;
      if (await emailTaken(trx, user.storeId, row.newEmail, user.id)) return failed;
      await updateUser(trx, user.id, { email: row.newEmail, emailVerifiedAt: at, updatedAt: at });
      await dropUnusedCodes(trx, user.id, at); // codes sent before the move went to a mailbox that no longer speaks for the account
      return { ok: true, storeId: user.storeId };
    });
  } catch (error) {
    // another account took the address at the same instant: the constraint decides
    if (isUniqueViolation(error)) return FAILED;
    throw error;
  }
}

/**
 * The link sent to the old address: every pending change of the account is dropped and every sign-in ends. If this
 * change was already confirmed and the account still has the new address, the old one comes back (verified: the
 * link proved that mailbox), unless another account has taken it since. Usable once, for CANCEL_DAYS.
 */
export async function cancelEmailChange(db: Db, token: string, now = new Date()): Promise<LinkResult> {
  if (!SECRET.test(token)) return FAILED;
  const at = nowIso(now);
  return db.transaction().execute(async (trx) => {
    const row = await findChangeByHash(trx, 'cancel', sha256(token));
    if (!row) return FAILED;
    const user = await findLiveAccount(trx, row.userId);
    if (!user) return FAILED;
    if (!(await claimCancellation(trx, row.id, at))) return { ok: false, storeId: user.storeId };
    await expirePendingChanges(trx, user.id, at);
    if (
      row.confirmedAt &&
      user.email === row.newEmail &&
      !(await emailTaken(trx, user.storeId, row.oldEmail, user.id))
    ) {
      await updateUser(trx, user.id, { email: row.oldEmail, emailVerifiedAt: at, updatedAt: at });
    }
    await dropUnusedCodes(trx, user.id, at);
    await revokeUserSessions(trx, user.id, now);
    return { ok: true, storeId: user.storeId };
  });
}
