import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/types.js';

/** The user's pending changes stop being confirmable (their cancel links keep working). */
export async function expirePendingChanges(db: Db, userId: number, at: string): Promise<void> {
  await db
    .updateTable('emailChanges')
    .set({ expiresAt: at })
    .where('userId', '=', userId)
    .where('confirmedAt', 'is', null)
    .where('expiresAt', '>', at)
    .execute();
}

export async function insertEmailChange(db: Db, values: Insertable<Database['emailChanges']>): Promise<void> {
  await db.insertInto('emailChanges').values(values).execute();
}

/** The newest change still waiting for its confirmation link, or undefined. */
export async function findPendingChange(db: Db, userId: number, at: string) {
  return db
    .selectFrom('emailChanges')
    .select('newEmail')
    .where('userId', '=', userId)
    .where('confirmedAt', 'is', null)
    .where('cancelledAt', 'is', null)
    .where('expiresAt', '>', at)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The change one of its two link secrets belongs to (by the secret's hash). */
export async function findChangeByHash(db: Db, link: 'confirm' | 'cancel', hash: string) {
  return db
    .selectFrom('emailChanges')
    .selectAll()
    .where(link === 'confirm' ? 'tokenHash' : 'cancelTokenHash', '=', hash)
    .executeTakeFirst();
}

/** A live (not deleted) account's e-mail and store. */
export async function findLiveAccount(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'storeId', 'email'])
    .where('id', '=', userId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/** Confirms a change once, before it expires, unless cancelled; of two parallel uses only one gets true. */
export async function claimConfirmation(db: Db, id: number, at: string): Promise<boolean> {
  const claimed = await db
    .updateTable('emailChanges')
    .set({ confirmedAt: at })
    .where('id', '=', id)
    .where('confirmedAt', 'is', null)
    .where('cancelledAt', 'is', null)
    .where('expiresAt', '>', at)
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n;
}

/** Cancels a change once, before its cancel link expires; of two parallel uses only one gets true. */
export async function claimCancellation(db: Db, id: number, at: string): Promise<boolean> {
  const claimed = await db
    .updateTable('emailChanges')
    .set({ cancelledAt: at })
    .where('id', '=', id)
    .where('cancelledAt', 'is', null)
    .where('cancelExpiresAt', '>', at)
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n;
}
