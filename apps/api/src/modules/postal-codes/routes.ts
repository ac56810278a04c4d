import { CepAnswer, RestPlainFailure, stripMask, validateCep } from '@store/core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { restRoutes } from '../../http/rest-routes.js';
import { errorBody } from '../../lib/errors.js';
import type { Services } from '../../services.js';

/**
 * Lookups per client address and window: far above a shopper filling address forms, far below what would make
 * the store a free proxy to the CEP services it asks.
 */
export const CEP_LOOKUP_LIMIT = { limit: 60, windowSeconds: 10 * 60 };
/**
 * For the whole store, counting only the lookups that reach the CEP services (the cache answers the rest): many
 * addresses together must not get the store banned by ViaCEP or BrasilAPI. Over it the local sources answer.
 */
export const CEP_SERVICES_GLOBAL_LIMIT = { limit: 120, windowSeconds: 60 };
/** A partial answer (the CEP bands: state and maybe city, no street) may improve once a service is back. */
const PARTIAL_CACHE_CONTROL = 'no-store';

/**
 * A CEP (8 digits) from the first source that knows it, the services held to the store-wide cap: the address form's
 * lookup and the freight quotes' both ask through it.
 */
export function lookupCep(services: Services, cep: string, log: FastifyBaseLogger) {
  return services.postalCodes.lookup(cep, {
    onFailure: (provider, error) =>
      log.warn({ provider, err: error }, 'postal code service failed; asking the next source'),
    mayAskServices: async () => {
      const { limit, windowSeconds } = CEP_SERVICES_GLOBAL_LIMIT;
      const allowed = (await services.rateLimiter.hit('cep:services', limit, windowSeconds)).allowed;
      if (!allowed) log.warn('store-wide CEP service limit reached; answering from the local sources');
      return allowed;
    },
  });
}

/**
 * GET /api/cep/:cep — the address form's lookup (spec 7): the spec shape, 404 'Nenhuma informação recuperada'
 * when no source knows the CEP, 422 'CEP deve ser válido' for anything but 8 digits, 429 over the per-address limit.
 * A full answer may be cached for a day; a partial one is not cached.
 * Sources and their order: services.postalCodes (lookup.ts).
 */
export async function postalCodeRoutes(fastify: FastifyInstance, opts: { services: Services }) {
  const app = restRoutes(fastify);
  const { services } = opts;

  // the route checks the CEP itself ('CEP deve ser válido' alone, without fields), before the limit counts it
  const schema = {
    params: Type.Object({ cep: Type.String() }),
    response: { 200: CepAnswer, 404: RestPlainFailure, 422: RestPlainFailure, 429: RestPlainFailure },
  };
  app.get('/api/cep/:cep', { schema }, async (request, reply) => {
    const raw = request.params.cep;
    if (validateCep(raw)) return reply.code(422).send(errorBody('cep.invalid'));
    const hit = await services.rateLimiter.hit(
      `cep:${request.ip}`,
      CEP_LOOKUP_LIMIT.limit,
      CEP_LOOKUP_LIMIT.windowSeconds,
    );
    if (!hit.allowed)
      return reply.code(429).header('retry-after', String(hit.retryAfter)).send(errorBody('request.rateLimited'));
    const found = await lookupCep(services, stripMask(raw), request.log);
    if (!found) return reply.code(404).send(errorBody('cep.notFound'));
    return reply
      .header('cache-control', found.partial ? PARTIAL_CACHE_CONTROL : 'public, max-age=86400')
      .send(found.info);
  });
}
