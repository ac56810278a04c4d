import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { brasilApi, fakeServices, viaCep } from '../../../test/fake-cep-services.js';

describe('GET /api/cep/:cep asking CEP services (a local fake of each)', () => {
  const fake = fakeServices();
  let t: TestApp;
  const get = (cep: string) => t.app.inject({ method: 'GET', url: `/api/cep/${cep}` });

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    t = await startTestApp({
      CEP_PROVIDERS: 'on',
      CEP_PROVIDER_URL: `http://127.0.0.1:${port}/one/{cep}`,
      CEP_FALLBACK_URL: `http://127.0.0.1:${port}/two/{cep}`,
      // the services' own time-out (3 s): the fake's answers, quick or 50 ms late, come well within it on a busy
      // machine; the test of a hung service has its own app with a short one
    });
  });
  afterAll(async () => {
    await t.close();
    fake.server.closeAllConnections();
    await new Promise((resolve) => fake.server.close(resolve));
  });
  beforeEach(() => {
    fake.asked.length = 0;
  });
  // The tests run in order against one app: no service fails CEP_BREAKER.failures lookups in a row here, so none
  // is skipped (the breaker has its own tests in breaker.test.ts).

  it("maps the first service's answer to the spec 7 shape and asks no further", async () => {
    fake.plan.set('/one/20040002', { body: viaCep('20040-002', 'Rio de Janeiro', 'RJ') });
    const response = await get('20040-002');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      cep: '20040-002',
      logradouro: 'Rua da Assembleia',
      complemento: null,
      bairro: 'Centro',
      municipio: { nome: 'Rio de Janeiro', uf: { sigla: 'RJ' } },
      latitude: null,
      longitude: null,
    });
    expect(fake.asked).toEqual(['/one/20040002']);
  });

  it('asks the second service when the first is down, and reads its shape (coordinates included)', async () => {
    fake.plan.set('/one/20040020', { status: 503, raw: 'down' });
    fake.plan.set('/two/20040020', { body: brasilApi('20040020', 'Rio de Janeiro', 'RJ') });
    const response = await get('20040020');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      cep: '20040-020',
      logradouro: 'Avenida Rio Branco',
      complemento: null,
      bairro: 'Centro',
      municipio: { nome: 'Rio de Janeiro', uf: { sigla: 'RJ' } },
      latitude: -22.9035,
      longitude: -43.1766,
    });
    expect(fake.asked).toEqual(['/one/20040020', '/two/20040020']);
  });

  it("answers 'Nenhuma informação recuperada' only when the services, the table and the bands all know nothing", async () => {
    fake.plan.set('/one/00000002', { body: { erro: true } });
    const unknown = await get('00000002');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Nenhuma informação recuperada', code: 'cep.notFound', params: {} });
    expect(fake.asked).toEqual(['/one/00000002', '/two/00000002']);
    fake.plan.set('/one/69999999', { body: { erro: 'true' } });
    expect((await get('69999999')).json().municipio).toEqual({ nome: '', uf: { sigla: 'AC' } });
  });

  it('gives up on each slow service at the time-out and answers from the seeded table, then the CEP bands', async () => {
    // the services never answer: only the time-out can bring an answer (without it the lookups would hang)
    for (const cep of ['01310100', '30140071']) {
      fake.plan.set(`/one/${cep}`, { silent: true });
      fake.plan.set(`/two/${cep}`, { silent: true });
    }
    const { port } = fake.server.address() as AddressInfo;
    const impatient = await startTestApp({
      CEP_PROVIDERS: 'on',
      CEP_PROVIDER_URL: `http://127.0.0.1:${port}/one/{cep}`,
      CEP_FALLBACK_URL: `http://127.0.0.1:${port}/two/{cep}`,
      CEP_TIMEOUT_MS: '200',
    });
    const [seeded, banded] = await (async () => {
      try {
        return [
          await impatient.app.inject({ method: 'GET', url: '/api/cep/01310100' }),
          await impatient.app.inject({ method: 'GET', url: '/api/cep/30140071' }),
        ];
      } finally {
        await impatient.close();
      }
    })();
    expect(fake.asked).toEqual(['/one/01310100', '/two/01310100', '/one/30140071', '/two/30140071']);
    expect(seeded.json()).toMatchObject({
      logradouro: 'Avenida Paulista',
      municipio: { nome: 'São Paulo', uf: { sigla: 'SP' } },
    });
    expect(banded.json()).toMatchObject({
      logradouro: null,
      municipio: { nome: 'Belo Horizonte', uf: { sigla: 'MG' } },
    });
  });

  it('takes a garbled answer (malformed JSON, no city) for a failure and asks the next source', async () => {
    fake.plan.set('/one/20040030', { raw: '{"cep": "20040-030", "logradouro": ' });
    fake.plan.set('/two/20040030', { body: brasilApi('20040030', 'Rio de Janeiro', 'RJ') });
    expect((await get('20040030')).json().municipio.nome).toBe('Rio de Janeiro');
    fake.plan.set('/one/20040040', { body: { cep: '20040-040', uf: 'RJ' } });
    fake.plan.set('/two/20040040', { raw: '<html>oops</html>' });
    expect((await get('20040040')).json()).toMatchObject({
      logradouro: null,
      municipio: { nome: 'Rio de Janeiro', uf: { sigla: 'RJ' } },
    });
  });

  it('keeps the answers (found or not) so a CEP typed again asks no service; a failure is asked again', async () => {
    fake.plan.set('/one/20040050', { body: viaCep('20040-050', 'Rio de Janeiro', 'RJ') });
    fake.plan.set('/one/00000003', { body: { erro: true } });
    fake.plan.set('/one/20040060', { status: 500 });
    fake.plan.set('/two/20040060', { status: 500 });
    for (let i = 0; i < 3; i++) {
      await get('20040050');
      await get('00000003');
      await get('20040060');
    }
    expect(fake.asked.filter((url) => url.endsWith('20040050'))).toEqual(['/one/20040050']);
    expect(fake.asked.filter((url) => url.endsWith('00000003'))).toEqual(['/one/00000003', '/two/00000003']);
    expect(fake.asked.filter((url) => url.endsWith('20040060'))).toHaveLength(6);
  });

  it('asks once for lookups of one CEP made at the same time', async () => {
    fake.plan.set('/one/20040070', { body: viaCep('20040-070', 'Rio de Janeiro', 'RJ'), delayMs: 50 });
    const answers = await Promise.all([get('20040070'), get('20040-070'), get('20040070')]);
    expect(answers.map((a) => a.json().municipio.nome)).toEqual(['Rio de Janeiro', 'Rio de Janeiro', 'Rio de Janeiro']);
    expect(fake.asked).toEqual(['/one/20040070']);
  });
});
