import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFoundError } from '../../lib/errors.js';
import type { StoreRow } from '../stores/repository.js';
import { resolveStore } from '../stores/service.js';
import type { Services } from '../../services.js';

/**
 * OAuth clients post `application/x-www-form-urlencoded` (RFC 6749); the storefront posts JSON. Both arrive as a
 * flat object. Registered inside the auth plugin only, so other routes keep Fastify's defaults.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

/** A text field of a JSON or form body: numbers become text, anything else (objects, arrays, missing) is ''. */
export function field(body: unknown, name: string): string {
  if (body === null || typeof body !== 'object') return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/** E-mails are kept trimmed and in lower case, so 'Ana@X.com' and 'ana@x.com' are one account. */
export const normalizeEmail = (value: string) => value.trim().toLowerCase();

/** The store of the request's host (or the default store); every auth call acts on that store only. */
export async function requestStore(services: Services, request: FastifyRequest): Promise<StoreRow> {
  const store = await resolveStore(services.database.db, request.headers.host ?? '', services.config.defaultStore);
  if (!store) throw notFoundError('store.notFound');
  return store;
}

/** A store_id sent by the client must name the request's store (its id or guid); absent is fine. */
export function sameStore(storeId: string, store: StoreRow): boolean {
  const value = storeId.trim();
  return value === '' || value === String(store.id) || value === store.guid;
}

