import { PlaceAnswer } from '@store/core';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { OWN_FAILURES, READS_OWN_INPUT, restRoutes } from '../../http/rest-routes.js';
import { errorBody } from '../../lib/errors.js';
import type { Services } from '../../services.js';
import { currentUser } from '../auth/current-user.js';
import { answerErrors } from '../auth/rest-errors.js';
import { createReverseGeocoder, GeocodingUnavailable, type ReverseGeocoder } from './geocoder.js';

/** Per client address: far above a shopper tapping 'Meu local', far below a scraper using the store as a free geocoder. */
export const GEOCODE_LIMIT = { limit: 20, windowSeconds: 10 * 60 };
/** For the whole store, counting only questions the cache cannot answer: public services such as Nominatim allow about one request a second from one application. */
export const GEOCODE_GLOBAL_LIMIT = { limit: 60, windowSeconds: 60 };

/** A coordinate as typed in a query string: a plain decimal number within the range, nothing else. */
function coordinate(raw: unknown, max: number): number | null {
  if (typeof raw !== 'string' || !/^-?\d{1,3}(\.\d{1,12})?$/.test(raw.trim())) return null;
  const value = Number(raw);
  return Math.abs(value) <= max ? value : null;
}

/**
 * GET /api/geocode/reverse?lat=&lng= — 'Meu local' in the address form (spec 7): the first result's formatted
 * address, geometry and postal code, and the form's parts. 422 'Coordenadas inválidas' for a position out of range,
 * 429 over the limits, 404 'Não foi possível obter o endereço desta posição' when the service knows nothing there,
 * 503 when it cannot answer (off, time-out, error). Signed-in only (the address form is behind login): 401 otherwise.
 */
export async function geocodingRoutes(
  fastify: FastifyInstance,
  opts: { services: Services; geocoder?: ReverseGeocoder },
) {
  const app = restRoutes(fastify);
  const { services } = opts;
  const geocoder = opts.geocoder ?? createReverseGeocoder(services.config);
  answerErrors(app);

  // the route reads the coordinates itself, after the sign-in: an anonymous caller hears 401 whatever it sent
  const schema = {
    querystring: Type.Object({ lat: Type.Optional(Type.String()), lng: Type.Optional(Type.String()) }),
    response: { 200: PlaceAnswer, ...OWN_FAILURES },
  };
  app.get('/api/geocode/reverse', { schema, ...READS_OWN_INPUT }, async (request, reply) => {
    await currentUser(services, request);
    const latitude = coordinate(request.query.lat, 90);
    const longitude = coordinate(request.query.lng, 180);
    if (latitude === null || longitude === null) return reply.code(422).send(errorBody('address.coordinatesInvalid'));
    // a spot already known costs the service nothing: only misses spend the store-wide budget, so a few clients
    // asking for new spots cannot block 'Meu local' for shoppers whose answer is cached
    const known = geocoder.cached(latitude, longitude);
    const limits = known
      ? [[`geocode:${request.ip}`, GEOCODE_LIMIT] as const]
      : ([
          [`geocode:${request.ip}`, GEOCODE_LIMIT],
          ['geocode:all', GEOCODE_GLOBAL_LIMIT],
        ] as const);
    for (const [key, { limit, windowSeconds }] of limits) {
      const hit = await services.rateLimiter.hit(key, limit, windowSeconds);
      if (!hit.allowed)
        return reply.code(429).header('retry-after', String(hit.retryAfter)).send(errorBody('request.rateLimited'));
    }
    try {
      const place = known ? known.place : await geocoder.reverse(latitude, longitude);
      if (!place) return reply.code(404).send(errorBody('geocoding.notFound'));
      // a position is personal: no shared cache keeps it
      return reply.header('cache-control', 'private, no-store').send(place);
    } catch (error) {
      if (!(error instanceof GeocodingUnavailable)) throw error;
      request.log.warn({ err: error }, 'reverse geocoding failed');
      return reply.code(503).send(errorBody('geocoding.unavailable'));
    }
  });
}
