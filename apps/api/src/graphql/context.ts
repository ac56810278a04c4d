import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Db, DbKind } from '../db/database.js';
import { requireUser, type UserRow } from '../modules/auth/guard.js';
import { isVisitor, type RequestAuth } from '../modules/auth/request-auth.js';
import type { StoreRow } from '../modules/stores/repository.js';
import type { Services } from '../services.js';
import type { RequestBudget } from './request-budget.js';
import { budgetOf } from './request-guards.js';
import { identify } from './request-identity.js';

export type GraphQLContext = {
  db: Db;
  dbKind: DbKind;
  config: Config;
  services: Services;
  /** The store of the request's host (or the default store). */
  store: StoreRow | undefined;
  auth: RequestAuth;
  /** what the request has spent (cost, expensive fields) and its deadline, shared by the operations of a batch */
  budget: RequestBudget;
  /** The signed-in user, loaded once per request; throws an authentication error when there is none. */
  user(): Promise<UserRow>;
  /** The signed-in user, or null for an anonymous (or app-token) caller; an invalid token still throws. */
  viewer(): Promise<UserRow | null>;
  request: FastifyRequest;
  reply: FastifyReply;
};

declare module 'mercurius' {
  // mercurius hands every resolver and hook the context buildContext made, so the resolver types name it
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface MercuriusContext extends GraphQLContext {}
}

export async function buildContext(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<GraphQLContext> {
  const { db, kind } = services.database;
  const { store, auth } = await identify(services, request);
  let user: Promise<UserRow> | undefined;
  return {
    db,
    dbKind: kind,
    config: services.config,
    services,
    store,
    auth,
    budget: budgetOf(request),
    user: () => (user ??= requireUser(db, auth, store?.id)),
    viewer: async () => {
      if (isVisitor(auth)) return null;
      return (user ??= requireUser(db, auth, store?.id));
    },
    request,
    reply,
  };
}
