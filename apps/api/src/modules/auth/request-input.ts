import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
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

/** One text field of a REST body, as `field` reads it: a number becomes text; missing, objects and arrays read ''. */
const textField = z.union([z.string(), z.number().finite().transform(String)]).catch('');

/** A JSON or form body parsed once by its schema of text fields; a body that is not an object reads as empty. */
export function bodyOf<S extends z.ZodObject>(schema: S, body: unknown): z.output<S> {
  return schema.parse(body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {});
}

const texts = <K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((n) => [n, textField])) as Record<K, typeof textField>);

/** POST /oauth/token and /oauth/revoke (RFC 6749, and the spec's social grant). */
export const tokenBody = texts(
  'grant_type',
  'store_id',
  'client_id',
  'client_secret',
  'username',
  'email',
  'password',
  'refresh_token',
  'token',
  'provider',
  'access_token',
  'id_token',
  'name',
);
export type TokenBody = z.output<typeof tokenBody>;

/**
 * POST /api/register (spec 7): the person's fields, the company's, and the declared kind (`type` or `person_type`).
 * The store is the host's, so a `store_id` in the body is not read.
 */
export const registrationBody = texts(
  'name',
  'email',
  'phone',
  'password',
  'password_confirmation',
  'cpf_cnpj',
  'type',
  'person_type',
  'trade_name',
  'company_name',
  'state_registration',
  'company_created_at',
  'purchase_responsible_name',
);
export type RegistrationBody = z.output<typeof registrationBody>;

/** POST /api/password/forgot and /api/password/reset. */
export const recoveryBody = texts('email', 'code', 'password', 'password_confirmation');

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
