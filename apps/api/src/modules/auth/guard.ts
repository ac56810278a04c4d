import type { Db } from '../../db/database.js';
import { authenticationError } from '../../lib/errors.js';
import { isFamilyRevoked } from './refresh-token-repository.js';
import type { RequestAuth } from './request-auth.js';
import { findLiveUser } from './user-repository.js';

/**
 * The signed-in user of a request, or an authentication error ('Invalid token') that makes the storefront log out.
 * Checked on every call: a deleted account or a revoked sign-in stops working at once, not when the token expires.
 */
export async function requireUser(db: Db, auth: RequestAuth, storeId: number | undefined) {
  if (auth.status !== 'ok' || auth.claims.type !== 'access' || auth.claims.userId === null || storeId === undefined) {
    throw authenticationError();
  }
  const { userId, sessionId } = auth.claims;
  const user = await findLiveUser(db, userId, storeId);
  if (!user) throw authenticationError();
  if (sessionId && (await isFamilyRevoked(db, sessionId))) throw authenticationError();
  return user;
}

export type UserRow = Awaited<ReturnType<typeof requireUser>>;
