import type { FastifyInstance } from 'fastify';

/** Paths whose answers may depend on who asks: the API, the token endpoint and the payment pages. */
const API_PATH = /^\/(graphql|oauth\/|api\/)/;

/** What a public catalogue answer says: any cache may keep it briefly. */
export const PUBLIC_SHORT = 'public, max-age=30';
export const NO_STORE = 'no-store';

/**
 * Private unless a route says otherwise: an API answer without its own Cache-Control is `no-store`, so
 * no shared cache keeps a user's data because a route forgot to say so. Routes that serve public data
 * (images, postal codes, anonymous catalogue queries) set their own header.
 */
export function registerCachePolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control') && API_PATH.test(request.url)) reply.header('cache-control', NO_STORE);
    return payload;
  });
}
