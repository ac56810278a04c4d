import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';

describe('GET /api/cep/:cep (local table)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

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

  it("answers 404 'Nenhuma informação recuperada' for an unknown CEP", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/cep/99999999' });
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
});

describe('GET /api/cep/:cep (CEP_PROVIDER_URL)', () => {
  let t: TestApp;
  let server: http.Server;
  const asked: string[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      asked.push(request.url ?? '');
      if (request.url === '/cep/20040002') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ cep: '20040-002', logradouro: 'Rua da Assembleia', complemento: '', bairro: 'Centro', municipio: { nome: 'Rio de Janeiro', uf: { sigla: 'RJ' } } }));
      } else if (request.url === '/cep/11111111') {
        response.writeHead(500).end('boom');
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await startTestApp({ CEP_PROVIDER_URL: `http://127.0.0.1:${port}/cep/{cep}` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('asks the remote service with the digits and answers its data', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/cep/20040-002' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      cep: '20040-002', logradouro: 'Rua da Assembleia', complemento: null, bairro: 'Centro',
      municipio: { nome: 'Rio de Janeiro', uf: { sigla: 'RJ' } }, latitude: null, longitude: null,
    });
    expect(asked).toContain('/cep/20040002');
  });

  it("answers 404 'Nenhuma informação recuperada' when the service answers anything but 200", async () => {
    for (const cep of ['11111111', '01310100']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/cep/${cep}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Nenhuma informação recuperada', code: 'cep.notFound', params: {} });
    }
  });
});
