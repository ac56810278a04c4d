import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';
import { revokeUserSessions, sha256 } from '../auth/refresh-tokens.js';
import { emailTaken, isUniqueViolation } from './user-repository.js';

export type LinkResult = { ok: boolean; storeId: number | null };

const FAILED: LinkResult = { ok: false, storeId: null };
const SECRET = /^[A-Za-z0-9_-]{20,200}$/;

/** Recovery codes sent before the e-mail moved went to a mailbox that no longer speaks for the account. */
async function dropRecoveryCodes(trx: Db, userId: number, at: string) {
  await trx.updateTable('verificationCodes').set({ usedAt: at }).where('userId', '=', userId).where('usedAt', 'is', null).execute();
}

async function live(trx: Db, userId: number) {
  return trx.selectFrom('users').select(['id', 'storeId', 'email']).where('id', '=', userId).where('deletedAt', 'is', null).executeTakeFirst();
}

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
      const row = await trx.selectFrom('emailChanges').selectAll().where('tokenHash', '=', sha256(token)).executeTakeFirst();
      if (!row) return FAILED;
      const user = await live(trx, row.userId);
      if (!user) return FAILED;
      const claimed = await trx
        .updateTable('emailChanges')
        .set({ confirmedAt: at })
        .where('id', '=', row.id)
        .where('confirmedAt', 'is', null)
        .where('cancelledAt', 'is', null)
        .where('expiresAt', '>', at)
        .executeTakeFirst();
      const failed = { ok: false, storeId: user.storeId };
      if (claimed.numUpdatedRows === 0n || user.email !== row.oldEmail) return failed;
      if (await emailTaken(trx, user.storeId, row.newEmail, user.id)) return failed;
      await trx.updateTable('users').set({ email: row.newEmail, emailVerifiedAt: at, updatedAt: at }).where('id', '=', user.id).execute();
      await dropRecoveryCodes(trx, user.id, at);
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
    const row = await trx.selectFrom('emailChanges').selectAll().where('cancelTokenHash', '=', sha256(token)).executeTakeFirst();
    if (!row) return FAILED;
    const user = await live(trx, row.userId);
    if (!user) return FAILED;
    const claimed = await trx
      .updateTable('emailChanges')
      .set({ cancelledAt: at })
      .where('id', '=', row.id)
      .where('cancelledAt', 'is', null)
      .where('cancelExpiresAt', '>', at)
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) return { ok: false, storeId: user.storeId };
    await trx.updateTable('emailChanges').set({ expiresAt: at }).where('userId', '=', user.id).where('confirmedAt', 'is', null).where('expiresAt', '>', at).execute();
    if (row.confirmedAt && user.email === row.newEmail && !(await emailTaken(trx, user.storeId, row.oldEmail, user.id))) {
      await trx.updateTable('users').set({ email: row.oldEmail, emailVerifiedAt: at, updatedAt: at }).where('id', '=', user.id).execute();
    }
    await dropRecoveryCodes(trx, user.id, at);
    await revokeUserSessions(trx, user.id, now);
    return { ok: true, storeId: user.storeId };
  });
}
