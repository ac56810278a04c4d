import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/types.js';

type NewCode = Insertable<Database['verificationCodes']>;
type Purpose = NewCode['purpose'];

export async function insertVerificationCode(db: Db, values: NewCode): Promise<void> {
  await db.insertInto('verificationCodes').values(values).execute();
}

/** Marks the user's unused codes used (of one purpose, or all): only the newest code may work. */
export async function dropUnusedCodes(db: Db, userId: number, at: string, purpose?: Purpose): Promise<void> {
  let query = db
    .updateTable('verificationCodes')
    .set({ usedAt: at })
    .where('userId', '=', userId)
    .where('usedAt', 'is', null);
  if (purpose) query = query.where('purpose', '=', purpose);
  await query.execute();
}

/** Uses the e-mail link code with this hash if it is unused and not expired; true when this call used it. */
export async function useEmailCode(db: Db, userId: number, codeHash: string, at: string): Promise<boolean> {
  const used = await db
    .updateTable('verificationCodes')
    .set({ usedAt: at })
    .where('userId', '=', userId)
    .where('purpose', '=', 'email')
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', at)
    .executeTakeFirst();
  return used.numUpdatedRows > 0n;
}

/** The user's newest recovery code that is unused, unexpired and has tries left. */
export async function findRecoveryCode(db: Db, userId: number, at: string, maxAttempts: number) {
  return db
    .selectFrom('verificationCodes')
    .select(['id', 'codeHash'])
    .where('userId', '=', userId)
    .where('purpose', '=', 'password')
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', at)
    .where('attempts', '<', maxAttempts)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Counts one try of a code before it is checked; false when its tries ran out or it was used meanwhile. */
export async function countAttempt(db: Db, id: number, maxAttempts: number): Promise<boolean> {
  const counted = await db
    .updateTable('verificationCodes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return counted.numUpdatedRows > 0n;
}

/** Uses one code; of two parallel uses only one gets true. */
export async function useCode(db: Db, id: number, at: string): Promise<boolean> {
  const used = await db
    .updateTable('verificationCodes')
    .set({ usedAt: at })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return used.numUpdatedRows > 0n;
}
