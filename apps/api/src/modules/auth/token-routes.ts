import { RestNotice, TokenAnswer, TokenBody } from '@store/core';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { notice, OWN_FAILURES, READS_OWN_INPUT, restRoutes } from '../../http/rest-routes.js';
import type { Services } from '../../services.js';
import { currentUser } from './current-user.js';
import { checkClient, passwordGrant, refreshGrant } from './grants.js';
import { IdTokenVerifier } from './id-token.js';
import { OAuthError } from './oauth-error.js';
import { familyOfToken, revokeFamily } from './refresh-tokens.js';
import { bodyOf, requestStore, sameStore, tokenBody } from './request-input.js';
import { socialGrant } from './social-grant.js';
import { appToken, type TokenResponse } from './token-response.js';

/** GET /api/session: who the bearer token signs in. */
const SessionUser = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  storeId: Type.Integer(),
  emailVerifiedAt: Type.Union([Type.String(), Type.Null()]),
});

/** POST /oauth/token and /oauth/revoke (RFC 6749 / 7009), POST /api/logout, GET /api/session. */
export async function tokenRoutes(fastify: FastifyInstance, opts: { services: Services }) {
  const app = restRoutes(fastify);
  const { services } = opts;
  const { db } = services.database;
  const verifier = new IdTokenVerifier({ google: services.config.googleJwksUrl, apple: services.config.appleJwksUrl });

  const tokenSchema = { body: TokenBody, response: { 200: TokenAnswer, ...OWN_FAILURES } };
  app.post('/oauth/token', { schema: tokenSchema, ...READS_OWN_INPUT }, async (request, reply) => {
    // token answers must never be cached (RFC 6749 §5.1)
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    const store = await requestStore(services, request);
    const body = bodyOf(tokenBody, request.body);
    checkClient(services.config, request, body);
    if (!sameStore(body.store_id, store)) throw new OAuthError('invalid_request', 'auth.storeMismatch');
    const grant = body.grant_type;
    let answer: TokenResponse;
    if (grant === 'client_credentials') answer = await appToken(services, store.id);
    else if (grant === 'password') answer = await passwordGrant(services, store, request, body);
    else if (grant === 'refresh_token') answer = await refreshGrant(services, store, request, body);
    else if (grant === 'social') answer = await socialGrant(services, verifier, store, body, request.log);
    else throw new OAuthError('unsupported_grant_type', 'auth.unsupportedGrant');
    return answer;
  });

  // Revocation by refresh token: 200 whether or not the token was known (RFC 7009 §2.2).
  const revokeSchema = { body: TokenBody, response: { 200: Type.Object({}), ...OWN_FAILURES } };
  app.post('/oauth/revoke', { schema: revokeSchema, ...READS_OWN_INPUT }, async (request) => {
    const store = await requestStore(services, request);
    const body = bodyOf(tokenBody, request.body);
    checkClient(services.config, request, body);
    const token = body.token || body.refresh_token;
    if (!token) throw new OAuthError('invalid_request', 'auth.invalidRequest');
    const familyId = await familyOfToken(db, token, store.id);
    if (familyId) await revokeFamily(db, familyId);
    return {};
  });

  // Ends the sign-in of the bearer token: its refresh tokens and every access token of that sign-in stop working.
  app.post('/api/logout', { schema: { response: { 200: RestNotice, ...OWN_FAILURES } } }, async (request) => {
    const { sessionId } = await currentUser(services, request);
    if (sessionId) await revokeFamily(db, sessionId);
    return notice('auth.loggedOut');
  });

  // Who the bearer token signs in: a cheap check for clients (and tests) that a sign-in is still alive.
  app.get('/api/session', { schema: { response: { 200: SessionUser, ...OWN_FAILURES } } }, async (request) => {
    const { user } = await currentUser(services, request);
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      storeId: user.storeId,
      emailVerifiedAt: user.emailVerifiedAt,
    };
  });
}
