import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearerFor, startTestApp, type TestApp } from '../../../test/app.js';
import { GEOCODE_GLOBAL_LIMIT, GEOCODE_LIMIT } from './routes.js';

/** A local stand-in for the geocoding service; each test says how it behaves. */
type Mode = 'ok' | 'empty' | 'error' | 'slow' | 'garbled';
let mode: Mode = 'ok';
const asked: { url: string; userAgent: string | undefined }[] = [];
const fake = http.createServer((req, res) => {
  asked.push({ url: req.url ?? '', userAgent: req.headers['user-agent'] });
  const url = new URL(req.url ?? '/', 'http://fake');
  if (mode === 'slow') return setTimeout(() => res.end('{}'), 1500);
  if (mode === 'error') return res.writeHead(500).end('boom');
  if (mode === 'garbled') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"hello": "world"}');
  if (mode === 'empty')
    return res.writeHead(200, { 'content-type': 'application/json' }).end('{"error":"Unable to geocode"}');
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      lat: url.searchParams.get('lat'),
      lon: url.searchParams.get('lon'),
      display_name: 'Rua Augusta, 1500, Consolação, São Paulo, São Paulo, 01304-001, Brasil',
      address: {
        road: 'Rua Augusta',
        house_number: '1500',
        suburb: 'Consolação',
        city: 'São Paulo',
        state: 'São Paulo',
        'ISO3166-2-lvl4': 'BR-SP',
        postcode: '01304-001',
      },
    }),
  );
});

let t: TestApp;
let off: TestApp;
let busy: TestApp;
const signedIn = new Map<TestApp, Record<string, string>>();
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const port = (fake.address() as AddressInfo).port;
  const on = {
    GEOCODING_PROVIDERS: 'on',
    GEOCODING_URL: `http://127.0.0.1:${port}/reverse?format=jsonv2&lat={lat}&lon={lon}`,
    GEOCODING_TIMEOUT_MS: '300',
  };
  t = await startTestApp(on);
  busy = await startTestApp({ ...on, GEOCODING_TIMEOUT_MS: '5000' });
  off = await startTestApp();
  for (const app of [t, busy, off]) signedIn.set(app, await bearerFor(app, 'cliente@petshop.demo'));
});
afterAll(async () => {
  await t.close();
  await busy.close();
  await off.close();
  await new Promise((resolve) => fake.close(resolve));
});
beforeEach(() => {
  mode = 'ok';
  asked.length = 0;
});

let nextIp = 1;
/** Each test asks from its own address, so the per-address limit of one test does not spill into the next. */
const ask = (
  app: TestApp,
  query: string,
  ip = `10.0.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`,
  headers = signedIn.get(app),
) =>
  app.app.inject({
    method: 'GET',
    url: `/api/geocode/reverse?${query}`,
    remoteAddress: ip,
    ...(headers ? { headers } : {}),
  });

describe('GET /api/geocode/reverse', () => {
  it("answers the first result's formatted address, geometry, CEP and the form's parts, naming the store to the service", async () => {
    const res = await ask(t, 'lat=-23.5613&lng=-46.6565');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      formattedAddress: 'Rua Augusta, 1500, Consolação, São Paulo, São Paulo, 01304-001, Brasil',
      geometry: { latitude: -23.5613, longitude: -46.6565 },
      postalCode: '01304001',
      street: 'Rua Augusta',
      number: '1500',
      neighbourhood: 'Consolação',
      city: 'São Paulo',
      state: 'SP',
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toBe('/reverse?format=jsonv2&lat=-23.5613&lon=-46.6565');
    expect(asked[0]!.userAgent).toMatch(/^white-label-store\//);
  });

  it('asks the service once for the same spot (cached), again for another', async () => {
    await ask(t, 'lat=-22.9&lng=-43.2');
    await ask(t, 'lat=-22.90001&lng=-43.20001');
    expect(asked).toHaveLength(1);
    await ask(t, 'lat=-22.95&lng=-43.2');
    expect(asked).toHaveLength(2);
  });

  it.each([
    ['lat=91&lng=0'],
    ['lat=-90.5&lng=0'],
    ['lat=0&lng=180.01'],
    ['lat=0&lng=-181'],
    ['lat=abc&lng=1'],
    ['lat=1e2&lng=1'],
    ['lat=&lng=1'],
    ['lng=1'],
    ['lat=1&lng=Infinity'],
  ])('refuses a position out of range or not a number (%s) with 422, without asking the service', async (query) => {
    const res = await ask(t, query);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'Coordenadas inválidas', code: 'address.coordinatesInvalid' });
    expect(asked).toHaveLength(0);
  });

  it('accepts the edges of the ranges', async () => {
    expect((await ask(t, 'lat=-90&lng=180')).statusCode).toBe(200);
  });

  it("404 with the form's message when the service knows nothing at that position", async () => {
    mode = 'empty';
    const res = await ask(t, 'lat=-10.1&lng=-30.1');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      message: 'Não foi possível obter o endereço desta posição',
      code: 'geocoding.notFound',
    });
  });

  it.each<[Mode, string]>([
    ['error', 'lat=-12.5&lng=-38.5'],
    ['slow', 'lat=-12.6&lng=-38.5'],
    ['garbled', 'lat=-12.7&lng=-38.5'],
  ])(
    '503 when the service fails (%s), and asks it again next time (failures are not cached)',
    async (failure, spot) => {
      mode = failure;
      const first = await ask(t, spot);
      expect(first.statusCode).toBe(503);
      expect(first.json()).toMatchObject({ code: 'geocoding.unavailable' });
      mode = 'ok';
      expect((await ask(t, spot)).statusCode).toBe(200);
      expect(asked).toHaveLength(2);
    },
  );

  it('503 without a service (GEOCODING_PROVIDERS=off, the default under tests): nothing leaves the machine', async () => {
    const res = await ask(off, 'lat=-23.5&lng=-46.6');
    expect(res.statusCode).toBe(503);
    expect(asked).toHaveLength(0);
  });

  it('limits each client address, with retry-after; another address is still answered', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < GEOCODE_LIMIT.limit; i += 1)
      expect((await ask(t, `lat=-5.${i}&lng=-35`, ip)).statusCode).toBe(200);
    const over = await ask(t, 'lat=-5.99&lng=-35', ip);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json()).toMatchObject({ code: 'request.rateLimited' });
    expect((await ask(t, 'lat=-5.99&lng=-35', '10.9.9.10')).statusCode).toBe(200);
  });

  it('answers only a signed-in shopper (401 without a bearer or with a bad one), without asking the service', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }] as Record<string, string>[]) {
      const res = await ask(t, 'lat=-23.1&lng=-46.1', undefined, headers);
      expect(res.statusCode).toBe(401);
    }
    expect(asked).toHaveLength(0);
  });

  it('spends the store-wide budget only on spots the cache does not know: a known spot is answered when the budget is gone', async () => {
    expect((await ask(busy, 'lat=-8.05&lng=-34.9')).statusCode).toBe(200);
    for (let i = 1; i < GEOCODE_GLOBAL_LIMIT.limit; i += 1)
      expect((await ask(busy, `lat=-7.${100 + i}&lng=-34`)).statusCode).toBe(200);
    // a few addresses asking new spots used the whole budget: the next new spot waits...
    expect((await ask(busy, 'lat=-6.5&lng=-34')).statusCode).toBe(429);
    // ...but a shopper whose spot is known is still answered (and repeated known spots cost nothing)
    for (let i = 0; i < 3; i += 1) expect((await ask(busy, 'lat=-8.05&lng=-34.9')).statusCode).toBe(200);
    expect(asked).toHaveLength(GEOCODE_GLOBAL_LIMIT.limit);
  });
});
