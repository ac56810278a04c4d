import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { fakeServices, viaCep } from '../../../test/fake-cep-services.js';
import type { DatabaseHandle } from '../../db/database.js';
import { CEP_BREAKER, createPostalCodeLookup, type PostalCodeLookup } from './lookup.js';
import { CEP_SERVICES_GLOBAL_LIMIT } from './routes.js';

const fake = fakeServices();
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  fake.server.closeAllConnections();
  await new Promise((resolve) => fake.server.close(resolve));
});
beforeEach(() => {
  fake.asked.length = 0;
  fake.plan.clear();
});

describe('a CEP service that keeps failing is skipped for a while (circuit breaker, injected clock)', () => {
  let database: DatabaseHandle;
  let lookup: PostalCodeLookup;
  let now = 1_000_000;
  beforeAll(async () => {
    database = await openTestDatabase();
    lookup = createPostalCodeLookup(
      { cepProviderUrls: [`${base}/one/{cep}`, `${base}/two/{cep}`], cepTimeoutMs: 500 },
      database.db,
      { now: () => now },
    );
  });
  afterAll(async () => database.destroy());

  it(`skips the first service after ${CEP_BREAKER.failures} failures in a row, asks it once after the cool-down, and again for good once it answers`, async () => {
    const asked = (prefix: string) => fake.asked.filter((url) => url.startsWith(prefix)).length;
    for (let i = 0; i < 12; i++)
      fake.plan.set(`/one/200400${String(i).padStart(2, '0')}`, { status: 503, raw: 'down' });
    for (let i = 0; i < CEP_BREAKER.failures; i++) await lookup.lookup(`200400${String(i).padStart(2, '0')}`);
    expect(asked('/one/')).toBe(CEP_BREAKER.failures);
    // open: the second service alone is asked
    fake.plan.set('/two/20040005', {
      body: { cep: '20040-005', city: 'Rio de Janeiro', state: 'RJ', street: 'Rua X', neighborhood: 'Centro' },
    });
    expect((await lookup.lookup('20040005'))?.info.logradouro).toBe('Rua X');
    await lookup.lookup('20040006');
    expect(asked('/one/')).toBe(CEP_BREAKER.failures);
    expect(asked('/two/')).toBe(CEP_BREAKER.failures + 2);
    // still open just before the cool-down ends
    now += CEP_BREAKER.coolDownMs - 1;
    await lookup.lookup('20040007');
    expect(asked('/one/')).toBe(CEP_BREAKER.failures);
    // after it: asked once; failing again opens it again at once
    now += 1;
    await lookup.lookup('20040008');
    await lookup.lookup('20040009');
    expect(asked('/one/')).toBe(CEP_BREAKER.failures + 1);
    // back up: once asked after the next cool-down, it stays closed
    now += CEP_BREAKER.coolDownMs;
    fake.plan.set('/one/20040010', { body: viaCep('20040-010', 'Rio de Janeiro', 'RJ') });
    fake.plan.set('/one/20040011', { body: viaCep('20040-011', 'Rio de Janeiro', 'RJ') });
    expect((await lookup.lookup('20040010'))?.partial).toBe(false);
    expect((await lookup.lookup('20040011'))?.partial).toBe(false);
    expect(asked('/one/')).toBe(CEP_BREAKER.failures + 3);
  });
});

describe('GET /api/cep/:cep: a store-wide cap on lookups that reach the CEP services', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      CEP_PROVIDERS: 'on',
      CEP_PROVIDER_URL: `${base}/one/{cep}`,
      CEP_FALLBACK_URL: `${base}/two/{cep}`,
      CEP_TIMEOUT_MS: '500',
    });
  });
  afterAll(async () => t.close());

  it('asks the services no more once the cap is reached, whatever the client address; the local sources answer, not kept by caches', async () => {
    const { limit } = CEP_SERVICES_GLOBAL_LIMIT;
    for (let i = 0; i < limit; i++) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/cep/3014${String(i).padStart(4, '0')}`,
        remoteAddress: `198.51.100.${i % 100}`,
      });
      expect(response.statusCode).toBe(200);
    }
    expect(fake.asked.filter((url) => url.startsWith('/one/'))).toHaveLength(limit);
    // cached answers still come without asking
    const again = await t.app.inject({ method: 'GET', url: '/api/cep/30140000', remoteAddress: '192.0.2.1' });
    expect(again.statusCode).toBe(200);
    fake.plan.set('/one/20049990', { body: viaCep('20049-990', 'Rio de Janeiro', 'RJ') });
    const over = await t.app.inject({ method: 'GET', url: '/api/cep/20049990', remoteAddress: '192.0.2.2' });
    expect(fake.asked.filter((url) => url.startsWith('/one/'))).toHaveLength(limit);
    expect(over.statusCode).toBe(200);
    expect(over.json()).toMatchObject({ logradouro: null, municipio: { nome: 'Rio de Janeiro', uf: { sigla: 'RJ' } } });
    expect(over.headers['cache-control']).toBe('no-store');
  });
});
