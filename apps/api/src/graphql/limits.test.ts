import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../test/app.js';
import { resolvers } from './schema.js';

type Answer = {
  data?: unknown;
  errors?: { message: string; extensions?: { category?: string; code?: string; params?: unknown } }[];
};

// Every refusal here must happen before any resolver runs: the resolvers are watched.
describe('GraphQL request limits', () => {
  let t: TestApp;
  const query = resolvers.Query as Record<string, (...args: unknown[]) => unknown>;
  const watched = Object.keys(query).map((name) => vi.spyOn(query, name));
  const resolverCalls = () => watched.reduce((n, spy) => n + spy.mock.calls.length, 0);

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function post(payload: unknown): Promise<{ status: number; body: Answer | Answer[] }> {
    const res = await t.app.inject({ method: 'POST', url: '/graphql', payload: payload as object });
    return { status: res.statusCode, body: res.json() };
  }

  it('answers a normal request', async () => {
    const before = resolverCalls();
    const { body } = await gql(t.app, '{ config { name } }');
    expect(body.data).toEqual({ config: { name: 'Pet Feliz' } });
    expect(resolverCalls()).toBe(before + 1);
  });

  it('refuses a 1 MB query', async () => {
    const before = resolverCalls();
    const res = await post({ query: `{ config { name } } # ${'x'.repeat(1024 * 1024)}` });
    expect([400, 413]).toContain(res.status);
    expect(resolverCalls()).toBe(before);
  });

  it('refuses a query text above the length limit with a graphql error', async () => {
    const res = await post({ query: `{ config { name ${' '.repeat(25_000)} } }` });
    expect(res.status).toBe(400);
    expect((res.body as Answer).errors?.[0]?.extensions).toMatchObject({
      category: 'graphql',
      code: 'request.queryTooLong',
      params: { max: 20_000 },
    });
  });

  it('refuses a query 30 levels deep', async () => {
    const before = resolverCalls();
    const nested = 'ofType { '.repeat(28) + 'name' + ' }'.repeat(28);
    const res = await post({ query: `{ __schema { types { ${nested} } } }` });
    expect(res.status).toBe(400);
    expect((res.body as Answer).errors?.[0]?.message).toMatch(/depth/i);
    expect((res.body as Answer).data ?? null).toBeNull();
    expect(resolverCalls()).toBe(before);
  });

  it('refuses a batch of 500 operations', async () => {
    const before = resolverCalls();
    const res = await post(Array.from({ length: 500 }, () => ({ query: '{ config { name } }' })));
    expect(res.status).toBe(400);
    expect((res.body as Answer).errors?.[0]?.extensions).toMatchObject({
      category: 'graphql',
      code: 'request.batchTooLarge',
      params: { max: 20 },
    });
    expect(resolverCalls()).toBe(before);
  });

  it('answers a batch within the limit operation by operation', async () => {
    const res = await post([{ query: '{ config { name } }' }, { query: '{ a: config { name } }' }]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ data: { config: { name: 'Pet Feliz' } } }, { data: { a: { name: 'Pet Feliz' } } }]);
  });

  it('refuses first: 1000000, as a literal or a variable, before any resolver runs', async () => {
    const before = resolverCalls();
    const literal = await gql(t.app, '{ items(first: 1000000) { data { id } } }');
    expect(literal.status).toBe(400);
    expect(literal.body.errors?.[0]?.extensions).toMatchObject({
      category: 'validation',
      validation: { first: ['Informe uma quantidade por página entre 1 e 100'] },
    });
    const variable = await gql(t.app, 'query($n: Int) { items(first: $n) { data { id } } }', { n: 1_000_000 });
    expect(variable.body.errors?.[0]?.extensions).toMatchObject({
      category: 'validation',
      validation: { first: ['Informe uma quantidade por página entre 1 e 100'] },
    });
    expect(resolverCalls()).toBe(before);
    // the same document with a small page runs: the check is not cached with the document
    const small = await gql(t.app, 'query($n: Int) { items(first: $n) { data { id } } }', { n: 2 });
    expect((small.body.data as { items: { data: unknown[] } }).items.data).toHaveLength(2);
  });

  it('refuses aliases that multiply a page beyond the cost limit', async () => {
    const before = resolverCalls();
    const aliases = Array.from({ length: 300 }, (_, i) => `a${i}: items(first: 100) { data { id name } }`).join(' ');
    const res = await gql(t.app, `{ ${aliases} }`);
    expect(res.body.errors?.[0]?.message).toMatch(/^A consulta é grande demais \(custo \d+, máximo 20000\)$/);
    expect(resolverCalls()).toBe(before);
  });
});
