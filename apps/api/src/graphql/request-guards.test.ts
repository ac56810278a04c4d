import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearerFor, startTestApp, type TestApp } from '../../test/app.js';
import type { Resolvers } from './generated/resolvers.js';
import { GRAPHQL_LIMITS } from './limits.js';
import { RequestBudget } from './request-budget.js';
import { guardRootFields } from './request-guards.js';
import { resolvers } from './schema.js';

type Answer = {
  data?: unknown;
  errors?: { message: string; extensions?: { category?: string; code?: string; params?: unknown } }[];
};

// Refusals happen before the resolvers run: they are watched.
const query = resolvers.Query as Record<string, (...args: unknown[]) => unknown>;
const itemsSpy = vi.spyOn(query, 'items');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const defaults = { ...GRAPHQL_LIMITS };
afterEach(() => Object.assign(GRAPHQL_LIMITS, defaults));

async function post(payload: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: payload as object,
    remoteAddress: options.ip ?? '10.0.0.1',
    headers: options.headers,
  });
  return { status: res.statusCode, body: res.json() as Answer | Answer[], headers: res.headers };
}
const firstError = (body: Answer | Answer[]) =>
  Array.isArray(body) ? body.find((b) => b.errors)?.errors?.[0] : body.errors?.[0];
const search = (alias: string, q = 'racao', first = 50) =>
  `${alias}: items(first: ${first}, q: "${q}") { data { id name } }`;

describe('cost of a request as a whole', () => {
  it('refuses the flood batch (20 operations × 40 aliased searches) before any search runs', async () => {
    const before = itemsSpy.mock.calls.length;
    const operation = { query: `{ ${Array.from({ length: 40 }, (_, i) => search(`a${i}`)).join(' ')} }` };
    const { status, body } = await post(
      Array.from({ length: 20 }, () => operation),
      { ip: '10.0.1.1' },
    );
    expect(status).toBe(200);
    expect(
      (body as Answer[]).every((one) =>
        ['request.tooCostly', 'request.tooManySearches', 'request.tooManyFields', 'request.responseTooLarge'].includes(
          String(one.errors?.[0]?.extensions?.code),
        ),
      ),
    ).toBe(true);
    expect(itemsSpy.mock.calls.length).toBe(before);
  });

  it('adds up the operations of a batch: each fits the cost limit, together they do not', async () => {
    // each alias costs 1 + 100 × (1 + 4) = 501: ten of them (5,010) fit one operation, four such operations do not
    const page = (alias: string) => `${alias}: items(first: 100, ids: ["1"]) { data { id name code price } }`;
    const operation = { query: `{ ${Array.from({ length: 10 }, (_, i) => page(`p${i}`)).join(' ')} }` };
    const alone = await post(operation, { ip: '10.0.1.2' });
    expect(firstError(alone.body)).toBeUndefined();
    const batch = await post([operation, operation, operation, operation], { ip: '10.0.1.2' });
    expect(firstError(batch.body)?.message).toMatch(/^A consulta é grande demais \(custo \d+, máximo 20000\)$/);
  });

  it('allows four searches in one request, not five, aliases and batch together', async () => {
    const four = await post(
      [{ query: `{ ${search('a')} ${search('b')} }` }, { query: `{ ${search('c')} ${search('d')} }` }],
      { ip: '10.0.1.3' },
    );
    expect((four.body as Answer[]).map((one) => one.errors)).toEqual([undefined, undefined]);
    const five = await post(
      [{ query: `{ ${search('a')} ${search('b')} }` }, { query: `{ ${search('c')} ${search('d')} ${search('e')} }` }],
      { ip: '10.0.1.3' },
    );
    expect(firstError(five.body)).toMatchObject({
      message: 'Muitas buscas em uma só requisição (máximo 4)',
      extensions: { code: 'request.tooManySearches', params: { max: 4 } },
    });
  });

  it('does not count home rows, search-sized pages or cart lookups as searches', async () => {
    const rows = Array.from(
      { length: 6 },
      (_, i) =>
        `r${i}: items(first: 24, page: 1) { data { id } } c${i}: items(first: 100, ids: ["1", "2"]) { data { id } }`,
    );
    const { body } = await post({ query: `{ ${rows.join(' ')} }` }, { ip: '10.0.1.4' });
    expect(firstError(body)).toBeUndefined();
  });

  it('counts a list asked for without `first` at its default page, and caps root fields per request', async () => {
    GRAPHQL_LIMITS.maxRows = 10_000; // root fields alone: the rows they list have a limit of their own
    const before = itemsSpy.mock.calls.length;
    const plain = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: items { data { id } }`).join(' ');
    // 500 aliases × (1 + 20 × 2) = 20,500: over the cost limit in one operation
    const costly = await post({ query: `{ ${plain(500)} }` }, { ip: '10.0.1.5' });
    expect(firstError(costly.body)?.extensions?.code).toBe('request.tooCostly');
    // 41 cheap root fields over a batch: over the 40 a request may hold
    const many = await post([{ query: `{ ${plain(21)} }` }, { query: `{ ${plain(20)} }` }], { ip: '10.0.1.5' });
    expect(firstError(many.body)).toMatchObject({
      message: 'Muitas consultas em uma só requisição (máximo 40)',
      extensions: { code: 'request.tooManyFields' },
    });
    expect(itemsSpy.mock.calls.length - before).toBe(21);
  });

  it('counts a search or a page size given as a declared default variable', async () => {
    const before = itemsSpy.mock.calls.length;
    const aliases = Array.from({ length: 5 }, (_, i) => `a${i}: items(q: $q) { data { id } }`).join(' ');
    const { body } = await post({ query: `query($q: String = "racao") { ${aliases} }` }, { ip: '10.0.1.6' });
    expect(firstError(body)?.extensions?.code).toBe('request.tooManySearches');
    const big = await post({ query: 'query($n: Int = 101) { items(first: $n) { data { id } } }' }, { ip: '10.0.1.6' });
    expect(firstError(big.body)?.extensions).toMatchObject({ category: 'validation' });
    expect(itemsSpy.mock.calls.length).toBe(before);
  });
});

describe('budget of expensive work per client', () => {
  it('stops an address after its searches per minute while another address and a signed-in shopper go on', async () => {
    GRAPHQL_LIMITS.clientExpensive = { limit: 6, windowSeconds: 60 };
    // a different page each time: the same search asked again is answered from the kept answer (answer-cache.test.ts)
    const one = (page = 1) => ({ query: `{ a: items(first: 20, page: ${page}, q: "gato") { data { id name } } }` });
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await post(one(i + 1), { ip: '10.0.2.1' }));
    expect(answers.slice(0, 6).map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers[6]!.status).toBe(429);
    expect(firstError(answers[6]!.body)).toMatchObject({
      message: 'Muitas buscas em pouco tempo. Tente novamente em instantes.',
      extensions: { code: 'request.rateLimited', params: {} },
    });
    expect((await post(one(9), { ip: '10.0.2.2' })).status).toBe(200);
    // a signed-in shopper is counted by account, not by the address they share
    const shopper = await bearerFor(t, 'cliente@petshop.demo');
    expect((await post(one(10), { ip: '10.0.2.1', headers: shopper })).status).toBe(200);
  });
});

describe('answer size and deadline', () => {
  it('replaces an answer over the size ceiling with an error', async () => {
    GRAPHQL_LIMITS.maxResponseBytes = 2_000;
    const { status, body, headers } = await post(
      { query: '{ items(first: 24) { data { id name description } } }' },
      { ip: '10.0.3.1' },
    );
    expect(status).toBe(413);
    expect(firstError(body)).toMatchObject({
      message: 'A resposta é grande demais. Peça menos itens por vez.',
      extensions: { code: 'request.responseTooLarge' },
    });
    expect(headers['cache-control']).toBe('no-store');
  });

  it('ends a request past its deadline with a clear error, and its fields do not start', async () => {
    GRAPHQL_LIMITS.deadlineMs = -1;
    const before = itemsSpy.mock.calls.length;
    const { body } = await post({ query: `{ ${search('a')} }` }, { ip: '10.0.3.2' });
    expect(firstError(body)).toMatchObject({
      message: 'A consulta demorou demais. Tente novamente em instantes.',
      extensions: { code: 'request.deadline' },
    });
    expect(itemsSpy.mock.calls.length).toBe(before);
  });
});

describe('root fields of one request take turns', () => {
  it(`runs at most ${GRAPHQL_LIMITS.rootFieldsAtOnce} of a request at once, and other requests beside them`, async () => {
    let running = 0;
    let most = 0;
    const slow = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return 'done';
    };
    const guarded = guardRootFields({ Query: { slow } } as unknown as Resolvers).Query as unknown as Record<
      string,
      (...args: unknown[]) => Promise<string>
    >;
    const fields = (context: object, count: number) =>
      Array.from({ length: count }, () => guarded.slow!(null, {}, context, {}));

    const one = { budget: new RequestBudget() };
    expect(await Promise.all(fields(one, 12))).toEqual(Array(12).fill('done'));
    expect(most).toBe(GRAPHQL_LIMITS.rootFieldsAtOnce);

    most = 0;
    await Promise.all([...fields({ budget: new RequestBudget() }, 12), ...fields({ budget: new RequestBudget() }, 12)]);
    expect(most).toBe(2 * GRAPHQL_LIMITS.rootFieldsAtOnce);
  });
});
