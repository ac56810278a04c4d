import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { CEP_LOOKUP_LIMIT } from './routes.js';

describe('GET /api/cep/:cep offline (the seeded table, then the CEP bands)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('asks no service under NODE_ENV=test unless told to; any other start asks ViaCEP, then BrasilAPI', () => {
    expect(t.config.cepProviderUrls).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'production' }).cepProviderUrls).toEqual([
      'https://viacep.com.br/ws/{cep}/json/',
      'https://brasilapi.com.br/api/cep/v2/{cep}',
    ]);
    expect(loadConfig({ NODE_ENV: 'production', CEP_PROVIDERS: 'off' }).cepProviderUrls).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'test', CEP_PROVIDERS: 'on' }).cepProviderUrls).toHaveLength(2);
    expect(loadConfig({}).cepTimeoutMs).toBe(3000);
  });

  it('answers the spec 7 shape for a seeded CEP, masked or not', async () => {
    for (const cep of ['01310-100', '01310100']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/cep/${cep}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        cep: '01310-100',
        logradouro: 'Avenida Paulista',
        bairro: 'Bela Vista',
        municipio: { nome: 'São Paulo', uf: { sigla: 'SP' } },
      });
      expect(typeof response.json().latitude).toBe('number');
    }
  });

  it('answers the state and the city of any other CEP by its band, the street left to the shopper', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/cep/30140-071' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      cep: '30140-071',
      logradouro: null,
      complemento: null,
      bairro: null,
      municipio: { nome: 'Belo Horizonte', uf: { sigla: 'MG' } },
      latitude: null,
      longitude: null,
    });
    const interior = await t.app.inject({ method: 'GET', url: '/api/cep/99999999' });
    expect(interior.json().municipio).toEqual({ nome: '', uf: { sigla: 'RS' } });
  });

  it('lets caches keep a full answer for a day, and no partial one (the CEP bands: no street)', async () => {
    const full = await t.app.inject({ method: 'GET', url: '/api/cep/01310100' });
    expect(full.headers['cache-control']).toBe('public, max-age=86400');
    const partial = await t.app.inject({ method: 'GET', url: '/api/cep/30140071' });
    expect(partial.json().logradouro).toBeNull();
    expect(partial.headers['cache-control']).toBe('no-store');
  });

  it("answers 404 'Nenhuma informação recuperada' when no source knows the CEP", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/cep/00000001' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Nenhuma informação recuperada', code: 'cep.notFound', params: {} });
  });

  it("answers 422 'CEP deve ser válido' for a malformed CEP", async () => {
    for (const cep of ['0131-100', 'abcdefgh', '013101000']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/cep/${cep}` });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: 'CEP deve ser válido', code: 'cep.invalid', params: {} });
    }
  });

  it('limits lookups per client address: 429 with Retry-After once over the limit, other addresses unaffected', async () => {
    const ask = (ip: string) => t.app.inject({ method: 'GET', url: '/api/cep/01310100', remoteAddress: ip });
    for (let i = 0; i < CEP_LOOKUP_LIMIT.limit; i++) expect((await ask('203.0.113.7')).statusCode).toBe(200);
    const refused = await ask('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: 'request.rateLimited' });
    expect((await ask('203.0.113.8')).statusCode).toBe(200);
  });
});
