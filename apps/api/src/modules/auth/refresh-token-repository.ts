import type { Db } from '../../db/database.js';
import { sessionsRevoked } from '../../lib/session-events.js';

type NewToken = {
  userId: number;
  storeId: number;
  familyId: string;
  tokenHash: string;
  expiresAt: string;
  createdAt: string;
};

export async function insertRefreshToken(db: Db, values: NewToken): Promise<void> {
  await db.insertInto('refreshTokens').values(values).execute();
}

export async function findRefreshToken(db: Db, tokenHash: string, storeId: number) {
  return db
    .selectFrom('refreshTokens')
    .select(['id', 'userId', 'familyId', 'expiresAt', 'rotatedAt', 'revokedAt'])
    .where('tokenHash', '=', tokenHash)
    .where('storeId', '=', storeId)
    .executeTakeFirst();
}

/** Marks a token used if it still is neither used nor revoked: of two parallel uses, only one gets true. */
export async function claimRefreshToken(db: Db, id: number, at: string): Promise<boolean> {
  const claimed = await db
    .updateTable('refreshTokens')
    .set({ rotatedAt: at })
    .where('id', '=', id)
    .where('rotatedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return claimed.numUpdatedRows !== 0n;
}

export async function revokeTokens(db: Db, of: { familyId: string } | { userId: number }, at: string): Promise<void> {
  let query = db.updateTable('refreshTokens').set({ revokedAt: at }).where('revokedAt', 'is', null);
  query = 'familyId' in of ? query.where('familyId', '=', of.familyId) : query.where('userId', '=', of.userId);
  await query.execute();
  // what was opened under these sign-ins (live tracking sockets) closes too
  sessionsRevoked('familyId' in of ? { sessionId: of.familyId } : { userId: of.userId });
}

/** A sign-in (refresh-token family) that has been revoked: its access tokens stop working at once. */
export async function isFamilyRevoked(db: Db, familyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('refreshTokens')
    .select('id')
    .where('familyId', '=', familyId)
    .where('revokedAt', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Every sign-in of the user ends, but the one making the request (`keepFamilyId`), when given. */
export async function revokeOtherFamilies(
  db: Db,
  userId: number,
  keepFamilyId: string | null,
  at: string,
): Promise<void> {
  let query = db
    .updateTable('refreshTokens')
    .set({ revokedAt: at })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null);
  if (keepFamilyId) query = query.where('familyId', '!=', keepFamilyId);
  await query.execute();
  sessionsRevoked({ userId, keepSessionId: keepFamilyId });
}
