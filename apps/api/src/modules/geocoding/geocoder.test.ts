import { beforeEach, describe, expect, it } from 'vitest';
import { createReverseGeocoder, GeocodingUnavailable, type ReverseGeocoder } from './geocoder.js';

describe("the reverse geocoder keeps the service's answers", () => {
  const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
  const start = 1_000_000;
  let now = start;
  let down = false;
  const asked: string[] = [];
  // a Nominatim-like service that knows a road at every spot, unless it is down
  const service = (async (url: string | URL | Request) => {
    asked.push(new URL(String(url)).search);
    if (down) return new Response('down', { status: 503 });
    return Response.json({ display_name: 'Rua A, Rio de Janeiro', lat: '-22.9', lon: '-43.2', address: {} });
  }) as typeof fetch;
  let geocoder: ReverseGeocoder;
  beforeEach(() => {
    asked.length = 0;
    now = start;
    down = false;
    const config = { geocodingUrl: 'https://geo.example/reverse?lat={lat}&lon={lon}', geocodingTimeoutMs: 5_000 };
    geocoder = createReverseGeocoder(config, { fetch: service, now: () => now });
  });

  it('asks once for questions about one spot at the same time, and again once a week has passed', async () => {
    const [a, b] = await Promise.all([geocoder.reverse(-22.9, -43.2), geocoder.reverse(-22.90001, -43.20001)]);
    expect(a?.formattedAddress).toBe('Rua A, Rio de Janeiro');
    expect(b).toEqual(a);
    expect(asked).toEqual(['?lat=-22.9&lon=-43.2']);
    now = start + WEEK_MS - 1;
    expect(geocoder.cached(-22.9, -43.2)).toEqual({ place: a });
    now = start + WEEK_MS + 1;
    expect(geocoder.cached(-22.9, -43.2)).toBeUndefined();
    await geocoder.reverse(-22.9, -43.2);
    expect(asked).toHaveLength(2);
  });

  it('keeps no failure: every question waiting on it is told, and the next one asks again', async () => {
    down = true;
    const failed = await Promise.allSettled([geocoder.reverse(-22.9, -43.2), geocoder.reverse(-22.9, -43.2)]);
    expect(failed.map((f) => f.status === 'rejected' && f.reason instanceof GeocodingUnavailable)).toEqual([
      true,
      true,
    ]);
    expect(asked).toHaveLength(1);
    down = false;
    expect((await geocoder.reverse(-22.9, -43.2))?.formattedAddress).toBe('Rua A, Rio de Janeiro');
    expect(asked).toHaveLength(2);
  });
});
