import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { authenticateRequest, type RequestAuth } from '../modules/auth/request-auth.js';
import type { StoreRow } from '../modules/stores/repository.js';
import { resolveStore } from '../modules/stores/service.js';
import type { Services } from '../services.js';

/** Whose request it is: the store of its host and what its bearer token says. */
export type RequestIdentity = { store: StoreRow | undefined; auth: RequestAuth };

const identities = new WeakMap<FastifyRequest, Promise<RequestIdentity>>();

/** The request's store and token, read once per request (the kept answers, the client budget and the context share it). */
export function identify(services: Services, request: FastifyRequest): Promise<RequestIdentity> {
  let identity = identities.get(request);
  if (!identity) {
    identity = (async () => {
      const store = await resolveStore(services.database.db, request.headers.host ?? '', services.config.defaultStore);
      return { store, auth: await authenticateRequest(services, request, store?.id) };
    })();
    identities.set(request, identity);
  }
  return identity;
}

/** The client a budget counts against: a signed-in user by account, anyone else (a visitor, a bad token) by address. */
export function clientKey({ auth }: RequestIdentity, request: FastifyRequest): string {
  return auth.status === 'ok' && auth.claims.userId !== null ? `user:${auth.claims.userId}` : `ip:${request.ip}`;
}

/**
 * The server's own requests (the boot queries it inlines into index.html, one per store every 30 s) carry this
 * header with a value made at start, which no client can know: they count against no client's budget. Without
 * it they would all count against 127.0.0.1, and a deployment of many stores would spend that budget by itself.
 */
const INTERNAL_HEADER = 'x-store-internal';
const internalToken = randomBytes(24).toString('base64url');

/** Headers that mark a request the server makes to itself (`app.inject`). */
export const internalRequestHeaders = (): Record<string, string> => ({ [INTERNAL_HEADER]: internalToken });

export const isInternalRequest = (request: FastifyRequest): boolean =>
  request.headers[INTERNAL_HEADER] === internalToken;
