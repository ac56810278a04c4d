import { msg, validateNoCardNumber } from '@store/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { socialProviders } from '../../db/json-columns.js';
import { nowIso } from '../../lib/time.js';
import type { Services } from '../../services.js';
import type { StoreRow } from '../stores/repository.js';
import type { IdTokenVerifier, SocialIdentity } from './id-token.js';
import { OAuthError } from './oauth-error.js';
import { revokeUserSessions, startSession } from './refresh-tokens.js';
import { normalizeEmail, type TokenBody } from './request-input.js';
import { userTokens, type TokenResponse } from './token-response.js';
import {
  findUserByEmail,
  findUserBySubject,
  insertUserIfNew,
  updateUserById,
  type SocialProvider,
} from './user-repository.js';

const LABELS: Record<SocialProvider, string> = { google: 'Google', apple: 'Apple' };

const isProvider = (value: string): value is SocialProvider => value === 'google' || value === 'apple';

/**
 * The account a verified ID token signs in to: the one already linked to the provider's subject; else the store's
 * account with the same e-mail, linked now, but only when the provider vouches for the address (an unverified
 * address could take over someone else's account); else a new account, verified by the provider. Undefined
 * when none may be used (deleted, linked to another subject, no verified e-mail).
 */
async function accountFor(
  db: Db,
  storeId: number,
  provider: SocialProvider,
  identity: SocialIdentity,
  fallbackName: string,
) {
  const subject = identity.subject;
  const link = provider === 'google' ? { googleSubject: subject } : { appleSubject: subject };
  const linked = await findUserBySubject(db, storeId, provider, subject);
  if (linked) return linked.deletedAt ? undefined : linked;
  if (!identity.email || !identity.emailVerified) return undefined;
  const email = normalizeEmail(identity.email);
  const now = nowIso();
  const existing = await findUserByEmail(db, storeId, email);
  if (existing) {
    const otherSubject = provider === 'google' ? existing.googleSubject : existing.appleSubject;
    if (existing.deletedAt || otherSubject) return undefined;
    // An account whose e-mail was never proved may have been made by someone else with this address: the provider
    // proves the mailbox now, so whatever password and sign-ins that account had are dropped before linking.
    const unproved = !existing.emailVerifiedAt;
    await db.transaction().execute(async (trx) => {
      await updateUserById(trx, existing.id, {
        ...link,
        emailVerifiedAt: existing.emailVerifiedAt ?? now,
        ...(unproved ? { passwordHash: null } : {}),
        updatedAt: now,
      });
      if (unproved) await revokeUserSessions(trx, existing.id, new Date(now));
    });
    return existing;
  }
  const name = (identity.name || fallbackName).trim().slice(0, 120);
  const id = await insertUserIfNew(db, {
    // a name holding a card number is not kept: the account asks for the name later, as for any missing one
    storeId,
    email,
    passwordHash: null,
    name: validateNoCardNumber(name) ? '' : name,
    emailVerifiedAt: now,
    ...link,
    createdAt: now,
    updatedAt: now,
  });
  return id === undefined ? undefined : { id, storeId };
}

/** grant_type=social: provider (google or apple), access_token = the provider's ID token, store_id. */
export async function socialGrant(
  services: Services,
  verifier: IdTokenVerifier,
  store: StoreRow,
  body: Pick<TokenBody, 'provider' | 'access_token' | 'id_token' | 'name'>,
  log: FastifyBaseLogger,
): Promise<TokenResponse> {
  const provider = body.provider.trim().toLowerCase();
  if (!isProvider(provider)) throw new OAuthError('invalid_request', 'auth.invalidRequest');
  const failed = (reason: string) => {
    log.info({ provider, reason }, 'social sign-in refused');
    return new OAuthError('invalid_grant', msg('auth.socialLoginFailed', { provider: LABELS[provider] }));
  };
  const token = body.access_token || body.id_token;
  const clientId = socialProviders(store.providers)[provider]?.clientId;
  if (!token) throw failed('no token');
  if (typeof clientId !== 'string' || clientId === '') throw failed('provider not configured for the store');
  const result = await verifier.verify(provider, token, clientId);
  if (!result.ok) throw failed(result.reason);
  // Apple puts no name in its token; the app may send the one Apple gave it on the first authorisation.
  const user = await accountFor(services.database.db, store.id, provider, result.identity, body.name);
  if (!user) throw failed('no usable account');
  const session = await startSession(services.database.db, user);
  // 'social' + auth_time: an account without a password proves itself again this way to change its e-mail
  return userTokens(services, user, session, ['social']);
}
