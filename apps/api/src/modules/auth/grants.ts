import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { verifyPassword } from '../../lib/password.js';
import type { Services } from '../../services.js';
import type { StoreRow } from '../stores/repository.js';
import { accountKey, ipKey } from './limits.js';
import { invalidCredentials, OAuthError } from './oauth-error.js';
import { revokeFamily, rotateRefreshToken, startSession } from './refresh-tokens.js';
import { normalizeEmail, type TokenBody } from './request-input.js';
import { throttleSignIn } from './sign-in-throttle.js';
import { userTokens, type TokenResponse } from './token-response.js';
import { findUserByEmail, findUserById } from './user-repository.js';

const digest = (value: string) => createHash('sha256').update(value).digest();
const same = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));
const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** client_id and client_secret from the body (as the storefront sends them) or HTTP Basic (RFC 6749 §2.3.1). */
export function checkClient(
  config: Config,
  request: FastifyRequest,
  body: Pick<TokenBody, 'client_id' | 'client_secret'>,
): void {
  let id = body.client_id;
  let secret = body.client_secret;
  const basic = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (basic) {
    const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) [id, secret] = [decode(decoded.slice(0, colon)), decode(decoded.slice(colon + 1))];
  }
  // both compared, always: which half was wrong is not told by the timing
  const idOk = same(id, config.oauthClientId);
  const secretOk = same(secret, config.oauthClientSecret);
  if (!idOk || !secretOk) throw new OAuthError('invalid_client', 'auth.invalidClient');
}

/**
 * grant_type=password (username or email, password). A known and an unknown e-mail take the same path and the
 * same time: verifyPassword checks a dummy hash when there is no usable account, and both count on the limiter
 * (throttleSignIn: per account and address, per address, and a bounded wait per account).
 * An unverified e-mail may sign in (ordering is what it blocks); a deleted account may not.
 */
export async function passwordGrant(
  services: Services,
  store: StoreRow,
  request: FastifyRequest,
  body: TokenBody,
): Promise<TokenResponse> {
  const email = normalizeEmail(body.username || body.email);
  const password = body.password;
  if (!email || !password) throw new OAuthError('invalid_request', 'auth.invalidRequest');
  const attempt = await throttleSignIn(services.rateLimiter, accountKey(store.id, email), ipKey(request));
  const found = await findUserByEmail(services.database.db, store.id, email);
  const user = found && !found.deletedAt ? found : undefined;
  const ok = await verifyPassword(password, user?.passwordHash);
  if (!ok || !user) throw invalidCredentials();
  await attempt.succeeded();
  const session = await startSession(services.database.db, user);
  return userTokens(services, user, session);
}

/** grant_type=refresh_token: rotation with reuse detection (see rotateRefreshToken). */
export async function refreshGrant(
  services: Services,
  store: StoreRow,
  request: FastifyRequest,
  body: TokenBody,
): Promise<TokenResponse> {
  const token = body.refresh_token;
  if (!token) throw new OAuthError('invalid_request', 'auth.invalidRequest');
  const { db } = services.database;
  const result = await rotateRefreshToken(db, token, store.id);
  if (!result.ok) {
    // a reused token means two parties held it: worth a warning with the reason (never the token)
    if (result.reason === 'reused')
      request.log.warn({ storeId: store.id }, 'refresh token reused: its sign-in was revoked');
    throw new OAuthError('invalid_grant', 'auth.sessionExpired');
  }
  const user = await findUserById(db, result.userId);
  if (!user || user.deletedAt) {
    await revokeFamily(db, result.familyId);
    throw new OAuthError('invalid_grant', 'auth.sessionExpired');
  }
  return userTokens(services, user, result);
}
