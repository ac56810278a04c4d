import { stripMask, validateCep } from '@store/core';
import { errorBody } from '../../lib/errors.js';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';

/**
 * Lookups per client address and window: far above a shopper filling address forms, far below what would make
 * the store a free proxy to the CEP services it asks.
 */
export const CEP_LOOKUP_LIMIT = { limit: 60, windowSeconds: 10 * 60 };

/**
 * GET /api/cep/:cep — the address form's lookup (spec 7): the spec shape, 404 'Nenhuma informação recuperada'
 * when no source knows the CEP, 422 'CEP deve ser válido' for anything but 8 digits, 429 over the per-address limit.
 * Sources and their order: services.postalCodes (lookup.ts).
 */
export async function postalCodeRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;

  app.get<{ Params: { cep: string } }>('/api/cep/:cep', async (request, reply) => {
    const raw = request.params.cep;
    if (validateCep(raw)) return reply.code(422).send(errorBody('cep.invalid'));
    const hit = await services.rateLimiter.hit(`cep:${request.ip}`, CEP_LOOKUP_LIMIT.limit, CEP_LOOKUP_LIMIT.windowSeconds);
    if (!hit.allowed) return reply.code(429).header('retry-after', String(hit.retryAfter)).send(errorBody('request.rateLimited'));
    const info = await services.postalCodes.lookup(stripMask(raw), (provider, error) =>
      request.log.warn({ provider, err: error }, 'postal code service failed; asking the next source'),
    );
    if (!info) return reply.code(404).send(errorBody('cep.notFound'));
    return reply.header('cache-control', 'public, max-age=86400').send(info);
  });
}
