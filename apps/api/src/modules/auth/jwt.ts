import { errors, jwtVerify, SignJWT } from 'jose';

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
  const token = await new SignJWT({ typ: claims.type, ...(claims.sessionId ? { sid: claims.sessionId } : {}), ...proof })
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

/**
 * Checks signature, algorithm (HS256 only: 'none' and others are refused), issuer, expiry and that the token
 * belongs to this store; a token of another store is refused like a forged one.
 */
export async function verifyToken(secret: Uint8Array, token: string, storeId: number): Promise<TokenClaims | VerifyFailure> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: ISSUER, audience: audienceOf(storeId) });
    const type = payload.typ;
    if (type !== 'app' && type !== 'access') return 'invalid';
    const userId = type === 'access' ? Number(payload.sub) : null;
    if (type === 'access' && !Number.isSafeInteger(userId)) return 'invalid';
    const amr = Array.isArray(payload.amr) ? payload.amr.filter((m): m is string => typeof m === 'string') : [];
    const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : null;
    return { type, storeId, userId, sessionId: typeof payload.sid === 'string' ? payload.sid : null, expiresAt: payload.exp ?? 0, authMethods: amr, authTime };
  } catch (error) {
    return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
  }
}
