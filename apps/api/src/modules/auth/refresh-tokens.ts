import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';
import { claimRefreshToken, findRefreshToken, insertRefreshToken, revokeTokens } from './refresh-token-repository.js';

export const REFRESH_TOKEN_DAYS = 30;

/** Refresh tokens and e-mail links are stored only as SHA-256: a copy of the database signs nobody in. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const newSecret = () => randomBytes(32).toString('base64url');

const expiry = (now: Date) => nowIso(new Date(now.getTime() + REFRESH_TOKEN_DAYS * 24 * 3600 * 1000));

/** A new sign-in: a fresh family (the access token's `sid`) with its first refresh token. */
export async function startSession(db: Db, user: { id: number; storeId: number }, now = new Date()) {
  const familyId = randomUUID();
  const refreshToken = newSecret();
  await insertRefreshToken(db, {
    userId: user.id,
    storeId: user.storeId,
    familyId,
    tokenHash: sha256(refreshToken),
    expiresAt: expiry(now),
    createdAt: nowIso(now),
  });
  return { familyId, refreshToken };
}

export type RotateResult =
  | { ok: true; userId: number; familyId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Trades a refresh token for a new one of the same family, in one transaction. A token used twice (replayed by
 * a thief, or by the owner after the thief) revokes the whole family: every refresh token and, through the
 * guard, every access token of that sign-in. The conditional update makes two parallel uses of one token
 * impossible to both succeed; the loser counts as a reuse.
 */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  storeId: number,
  now = new Date(),
): Promise<RotateResult> {
  return db.transaction().execute(async (trx): Promise<RotateResult> => {
    const row = await findRefreshToken(trx, sha256(token), storeId);
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revokedAt) return { ok: false, reason: 'revoked' };
    if (row.rotatedAt) {
      await revokeFamily(trx, row.familyId, now);
      return { ok: false, reason: 'reused' };
    }
    if (row.expiresAt <= nowIso(now)) return { ok: false, reason: 'expired' };
    if (!(await claimRefreshToken(trx, row.id, nowIso(now)))) {
      await revokeFamily(trx, row.familyId, now);
      return { ok: false, reason: 'reused' };
    }
    const refreshToken = newSecret();
    await insertRefreshToken(trx, {
      userId: row.userId,
      storeId,
      familyId: row.familyId,
      tokenHash: sha256(refreshToken),
      expiresAt: expiry(now),
      createdAt: nowIso(now),
    });
    return { ok: true, userId: row.userId, familyId: row.familyId, refreshToken };
  });
}

/** Ends one sign-in: every token of the family, rotated or not. */
export async function revokeFamily(db: Db, familyId: string, now = new Date()): Promise<void> {
  await revokeTokens(db, { familyId }, nowIso(now));
}

/** Ends every sign-in of a user (after a password reset). */
export async function revokeUserSessions(db: Db, userId: number, now = new Date()): Promise<void> {
  await revokeTokens(db, { userId }, nowIso(now));
}

/** The family a refresh token belongs to, for revocation by token (RFC 7009). */
export async function familyOfToken(db: Db, token: string, storeId: number): Promise<string | undefined> {
  return (await findRefreshToken(db, sha256(token), storeId))?.familyId;
}
