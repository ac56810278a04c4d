import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

/** 'app' tokens identify the storefront before sign-in; 'access' tokens a signed-in user. */
export type TokenType = 'app' | 'access';

/**
 * `authMethods` (RFC 8176 `amr`) and `authTime` (OpenID `auth_time`, seconds) say how and when the user proved who
 * they are; only a token issued by that sign-in carries them (a refreshed token does not), so a sensitive change
 * can ask for a fresh proof.
 */
export type TokenClaims = {
  type: TokenType;
  storeId: number;
  userId: number | null;
  sessionId: string | null;
  expiresAt: number;
  authMethods: string[];
  authTime: number | null;
};

export const ISSUER = 'loja-api';
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const APP_TOKEN_SECONDS = 60 * 60;

export const audienceOf = (storeId: number) => `store:${storeId}`;

export async function signToken(
  secret: Uint8Array,
  claims: { type: TokenType; storeId: number; userId?: number; sessionId?: string; authMethods?: string[] },
  now = Math.floor(Date.now() / 1000),
): Promise<{ token: string; expiresIn: number }> {
  const expiresIn = claims.type === 'access' ? ACCESS_TOKEN_SECONDS : APP_TOKEN_SECONDS;
  const proof = claims.authMethods?.length ? { amr: claims.authMethods, auth_time: now } : {};
  const token = await new SignJWT({
    typ: claims.type,
    ...(claims.sessionId ? { sid: claims.sessionId } : {}),
    ...proof,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(audienceOf(claims.storeId))
    .setSubject(claims.userId ? String(claims.userId) : 'app')
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(secret);
  return { token, expiresIn };
}

export type VerifyFailure = 'expired' | 'invalid';

/** Tokens verified recently, per signing secret: a bounded map, the least recently used forgotten first. */
const VERIFIED_MAX = 10_000;
const verifiedBySecret = new WeakMap<Uint8Array, LRUCache<string, TokenClaims>>();

/**
 * Checks signature, algorithm (HS256 only: 'none' and others are refused), issuer, expiry and that the token
 * belongs to this store; a token of another store is refused like a forged one.
 *
 * A token that passed is remembered with its claims until it expires (what it says cannot change: it is signed),
 * so a storefront's repeated calls skip the HMAC and the claim checks; expiry is still checked on every call.
 * What can change before expiry (the account deleted or blocked, the sign-in revoked) is not in the token: the
 * guard reads it from the database on every call (guard.ts). Refused tokens are not remembered.
 */
export async function verifyToken(
  secret: Uint8Array,
  token: string,
  storeId: number,
  now = Date.now(),
): Promise<TokenClaims | VerifyFailure> {
  let verified = verifiedBySecret.get(secret);
  if (!verified) verifiedBySecret.set(secret, (verified = new LRUCache({ max: VERIFIED_MAX })));
  const key = `${storeId} ${token}`;
  const known = verified.get(key);
  if (known) {
    // as jose decides it: expired once `exp` is at or before the current second
    if (known.expiresAt <= Math.floor(now / 1000)) {
      verified.delete(key);
      return 'expired';
    }
    return known;
  }
  const result = await checkToken(secret, token, storeId);
  // (a token without `exp` never expires for jose: such a one, which this app never signs, is checked every time)
  if (typeof result !== 'string' && result.expiresAt > 0) verified.set(key, result);
  return result;
}

async function checkToken(secret: Uint8Array, token: string, storeId: number): Promise<TokenClaims | VerifyFailure> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: audienceOf(storeId),
    });
    const type = payload.typ;
    if (type !== 'app' && type !== 'access') return 'invalid';
    const userId = type === 'access' ? Number(payload.sub) : null;
    if (type === 'access' && !Number.isSafeInteger(userId)) return 'invalid';
    const amr = Array.isArray(payload.amr) ? payload.amr.filter((m): m is string => typeof m === 'string') : [];
    const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : null;
    const claims: TokenClaims = {
      type,
      storeId,
      userId,
      sessionId: typeof payload.sid === 'string' ? payload.sid : null,
      expiresAt: payload.exp ?? 0,
      authMethods: amr,
      authTime,
    };
    // shared by every request that brings the token
    Object.freeze(claims.authMethods);
    return Object.freeze(claims);
  } catch (error) {
    return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
  }
}
