import { errors, jwtVerify, SignJWT } from 'jose';

/** 'app' tokens identify the storefront before sign-in; 'access' tokens a signed-in user. */
export type TokenType = 'app' | 'access';

export type TokenClaims = { type: TokenType; storeId: number; userId: number | null; sessionId: string | null; expiresAt: number };

export const ISSUER = 'loja-api';
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const APP_TOKEN_SECONDS = 60 * 60;

export const audienceOf = (storeId: number) => `store:${storeId}`;

export async function signToken(
  secret: Uint8Array,
  claims: { type: TokenType; storeId: number; userId?: number; sessionId?: string },
  now = Math.floor(Date.now() / 1000),
): Promise<{ token: string; expiresIn: number }> {
  const expiresIn = claims.type === 'access' ? ACCESS_TOKEN_SECONDS : APP_TOKEN_SECONDS;
  const token = await new SignJWT({ typ: claims.type, ...(claims.sessionId ? { sid: claims.sessionId } : {}) })
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
    return { type, storeId, userId, sessionId: typeof payload.sid === 'string' ? payload.sid : null, expiresAt: payload.exp ?? 0 };
  } catch (error) {
    return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
  }
}
