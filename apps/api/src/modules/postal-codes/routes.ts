import { stripMask, validateCep } from '@store/core';
import { errorBody } from '../../lib/errors.js';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import { httpProvider, tableProvider, type PostalCodeProvider } from './provider.js';

/**
 * GET /api/cep/:cep — the address form's lookup (spec 7): the spec shape, 404 'Nenhuma informação recuperada'
 * when nothing is known, 422 'CEP deve ser válido' for anything but 8 digits. CEP_PROVIDER_URL switches from
 * the local table to a remote service; a failing remote answers 404 as the spec says.
 */
export async function postalCodeRoutes(app: FastifyInstance, opts: { services: Services; provider?: PostalCodeProvider }) {
  const { services } = opts;
  const url = services.config.cepProviderUrl;
  const provider = opts.provider ?? (url ? httpProvider(url) : tableProvider(services.database.db));

  app.get<{ Params: { cep: string } }>('/api/cep/:cep', async (request, reply) => {
    const raw = request.params.cep;
    if (validateCep(raw)) return reply.code(422).send(errorBody('cep.invalid'));
    let info = null;
    try {
      info = await provider.lookup(stripMask(raw));
    } catch (error) {
      request.log.warn({ err: error }, 'postal code lookup failed');
    }
    if (!info) return reply.code(404).send(errorBody('cep.notFound'));
    return reply.header('cache-control', 'public, max-age=86400').send(info);
  });
}
