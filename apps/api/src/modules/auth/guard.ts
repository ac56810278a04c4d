import type { Db } from '../../db/database.js';
import { authenticationError } from '../../lib/errors.js';
import type { RequestAuth } from './request-auth.js';

/**
 * The signed-in user of a request, or an authentication error ('Invalid token') that makes the storefront log out.
 * Checked on every call: a deleted account or a revoked sign-in stops working at once, not when the token expires.
 */
export async function requireUser(db: Db, auth: RequestAuth, storeId: number | undefined) {
  if (auth.status !== 'ok' || auth.claims.type !== 'access' || auth.claims.userId === null || storeId === undefined) {
    throw authenticationError();
  }
  const { userId, sessionId } = auth.claims;
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .where('storeId', '=', storeId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!user) throw authenticationError();
  if (sessionId) {
    const revoked = await db
      .selectFrom('refreshTokens')
      .select('id')
      .where('familyId', '=', sessionId)
      .where('revokedAt', 'is not', null)
      .executeTakeFirst();
    if (revoked) throw authenticationError();
  }
  return user;
}

export type UserRow = Awaited<ReturnType<typeof requireUser>>;
