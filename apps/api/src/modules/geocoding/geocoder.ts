import { LRUCache } from 'lru-cache';
import type { Config } from '../../config.js';
import { readGeocodingAnswer, type ReverseGeocode } from './read-answer.js';

/** The service could not answer (off, down, slow, garbled): the shopper is told so and types the address. */
export class GeocodingUnavailable extends Error {
  override name = 'GeocodingUnavailable';
}

export type ReverseGeocoder = {
  /** The address at a position; null when the service knows none there; throws GeocodingUnavailable when it cannot tell. */
  reverse(latitude: number, longitude: number): Promise<ReverseGeocode | null>;
  /** The answer already known for that spot (`undefined` when the service would have to be asked). */
  cached(latitude: number, longitude: number): { place: ReverseGeocode | null } | undefined;
};

// OpenStreetMap's Nominatim asks every client to name itself; a generic library agent may be blocked.
const USER_AGENT = 'white-label-store/1.0 (reverse geocoding for the address form)';
// A week: streets do not move; positions are rounded to about 11 m, so a shopper's second tap is a hit.
const CACHE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const CACHE_ENTRIES = 5000;
const key = (latitude: number, longitude: number) => `${latitude.toFixed(4)},${longitude.toFixed(4)}`;

/**
 * Reverse geocoding over HTTP(S): `{lat}` and `{lon}` in the URL template are replaced by the position (Nominatim's
 * `/reverse?format=jsonv2` by default; a Google-style `results[]` answer is read too). Answers, including "nothing
 * here", are cached; failures are not. Concurrent questions about one spot share one request.
 */
export function createReverseGeocoder(
  config: Pick<Config, 'geocodingUrl' | 'geocodingTimeoutMs'>,
  options: { fetch?: typeof fetch; now?: () => number } = {},
): ReverseGeocoder {
  const doFetch = options.fetch ?? fetch;

  const ask = async (latitude: number, longitude: number): Promise<{ place: ReverseGeocode | null }> => {
    const template = config.geocodingUrl;
    if (!template) throw new GeocodingUnavailable('no geocoding service configured');
    const url = template
      .replace('{lat}', String(latitude))
      .replace('{lon}', String(longitude))
      .replace('{lng}', String(longitude));
    let body: unknown;
    try {
      // The time-out covers the body too: a service that sends headers and then stalls is as slow as one that never answers.
      const response = await doFetch(url, {
        headers: { accept: 'application/json', 'accept-language': 'pt-BR', 'user-agent': USER_AGENT },
        signal: AbortSignal.timeout(config.geocodingTimeoutMs),
      });
      if (response.status !== 200) throw new GeocodingUnavailable(`answered ${response.status}`);
      body = await response.json();
    } catch (error) {
      if (error instanceof GeocodingUnavailable) throw error;
      throw new GeocodingUnavailable(error instanceof Error ? `${error.name}: ${error.message}` : 'failed', {
        cause: error,
      });
    }
    const place = readGeocodingAnswer(body);
    if (place === 'unreadable') throw new GeocodingUnavailable('unreadable answer');
    return { place };
  };

  const cache = new LRUCache<string, { place: ReverseGeocode | null }, { latitude: number; longitude: number }>({
    max: CACHE_ENTRIES,
    ttl: CACHE_TTL_MS,
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
    fetchMethod: (_spot, _stale, { context }) => ask(context.latitude, context.longitude),
  });

  return {
    cached: (latitude, longitude) => cache.get(key(latitude, longitude)),
    async reverse(latitude, longitude) {
      const known = await cache.fetch(key(latitude, longitude), { context: { latitude, longitude } });
      return known?.place ?? null;
    },
  };
}
