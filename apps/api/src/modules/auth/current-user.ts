import type { FastifyRequest } from 'fastify';
import type { Services } from '../../services.js';
import { requireUser } from './guard.js';
import { authenticateRequest } from './request-auth.js';
import { requestStore } from './request-input.js';

/** The signed-in user of a REST call (access token of this store, sign-in not revoked), or a 401. */
export async function currentUser(services: Services, request: FastifyRequest) {
  const store = await requestStore(services, request);
  const auth = await authenticateRequest(services, request, store.id);
  const user = await requireUser(services.database.db, auth, store.id);
  return { store, user, auth, sessionId: auth.status === 'ok' ? auth.claims.sessionId : null };
}
