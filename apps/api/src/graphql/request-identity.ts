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
