import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'graphql';
import { GRAPHQL_LIMITS } from '../../src/graphql/limits.js';
import { measureOperation } from '../../src/graphql/operation-cost.js';
import { resolvers } from '../../src/graphql/schema.js';
import { bearerFor, startTestApp, type TestApp } from '../app.js';

type Answer = { data?: unknown; errors?: { message: string; extensions?: { code?: string; params?: unknown } }[] };

// Refusals happen before the lists are read: the resolver is watched.
const itemsSpy = vi.spyOn(resolvers.Query as Record<string, (...args: unknown[]) => unknown>, 'items');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
const defaults = { ...GRAPHQL_LIMITS };
// refusals are held back a second in production; here only where a test says so
beforeEach(() => {
  GRAPHQL_LIMITS.refusalDelayMs = 0;
});
afterEach(() => Object.assign(GRAPHQL_LIMITS, defaults));

async function post(payload: unknown, ip: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: payload as object,
    remoteAddress: ip,
    headers,
  });
  return { status: res.statusCode, body: res.json() as Answer | Answer[], headers: res.headers };
}
const firstError = (body: Answer | Answer[]) =>
  Array.isArray(body) ? body.find((b) => b.errors)?.errors?.[0] : body.errors?.[0];
/** `count` aliased listing pages of 24 (each another page: no kept answer serves them). */
const pages = (count: number, from = 1) => ({
  query: `{ ${Array.from({ length: count }, (_, i) => `a${i}: items(first: 24, page: ${from + i}) { data { id name } }`).join(' ')} }`,
});

describe('every list page counts its rows, aliases and batches in full', () => {
  it("refuses the outside attack's 36 aliased listing pages (864 rows) before any list is read", async () => {
    const before = itemsSpy.mock.calls.length;
    const { status, body } = await post(pages(36), '10.9.0.1');
    expect(status).toBe(400);
    expect(firstError(body)).toMatchObject({
      message: 'A resposta é grande demais. Peça menos itens por vez.',
      extensions: { code: 'request.responseTooLarge', params: {} },
    });
    expect(itemsSpy.mock.calls.length).toBe(before);
  });

  it('adds up the operations of a batch: six pages each fit, twelve over two operations do not', async () => {
    expect(firstError((await post(pages(6), '10.9.0.2')).body)).toBeUndefined();
    const { body } = await post([pages(6, 10), pages(6, 20)], '10.9.0.2');
    expect(firstError(body)?.extensions?.code).toBe('request.responseTooLarge');
  });

  it("counts a nested page's rows for every row around it, and a lookup by ids by its ids", () => {
    // measured on the document alone: 10 items, each with a page of 30 of something, list 10 + 300 rows
    const paged = new Set(['items', 'variants']);
    expect(
      measureOperation(parse('{ items(first: 10) { data { variants(first: 30) { id } } } }'), {}, paged).rows,
    ).toBe(310);
    // a root list without `first` lists its default page; an item's own `categories` is no page
    expect(
      measureOperation(parse('{ items { data { id categories { id } } } }'), {}, new Set(['items', 'categories'])).rows,
    ).toBe(20);
    expect(measureOperation(parse('{ items(first: 100, ids: ["1", "2", "3"]) { data { id } } }'), {}, paged).rows).toBe(
      3,
    );
  });
});

describe("a client's budget covers every catalogue list, not only searches", () => {
  it('stops an address that spent its rows, before its next request is even read; others go on', async () => {
    GRAPHQL_LIMITS.clientRows = { burst: 100, perMinute: 0 };
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await post(pages(1, 50 + i), '10.9.1.1'));
    // 4 pages of 24 = 96 rows fit in 100; the fifth is refused
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 429]);
    expect(firstError(answers[4]!.body)).toMatchObject({
      message: 'Muitas buscas em pouco tempo. Tente novamente em instantes.',
      extensions: { code: 'request.rateLimited', params: {} },
    });

    // spent: refused before its body is read (text that is not GraphQL at all gets the same 429, not a syntax error)
    const before = itemsSpy.mock.calls.length;
    const garbage = await post({ query: 'this is not graphql {' }, '10.9.1.1');
    expect(garbage.status).toBe(429);
    expect(garbage.headers['retry-after']).toMatch(/^\d+$/);
    expect(garbage.headers['cache-control']).toBe('no-store');
    expect(firstError(garbage.body)?.extensions?.code).toBe('request.rateLimited');
    expect((await post(pages(1, 70), '10.9.1.1')).status).toBe(429);
    expect(itemsSpy.mock.calls.length).toBe(before);

    // another address, and a signed-in shopper behind the same address, are counted on their own
    expect((await post(pages(1, 80), '10.9.1.2')).status).toBe(200);
    const shopper = await bearerFor(t, 'cliente@petshop.demo');
    expect((await post(pages(1, 90), '10.9.1.1', shopper)).status).toBe(200);
  });

  it("holds a spent client's refusal back, so a looping connection asks once a second", async () => {
    GRAPHQL_LIMITS.clientRows = { burst: 10, perMinute: 0 };
    GRAPHQL_LIMITS.refusalDelayMs = 300;
    const ip = '10.9.2.1';
    expect((await post(pages(1, 101), ip)).status).toBe(429);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      let answered = false;
      const refused = post(pages(1, 102), ip).then((answer) => ((answered = true), answer));
      await vi.advanceTimersByTimeAsync(299);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await refused).status).toBe(429);
    } finally {
      vi.useRealTimers();
    }
  });
});
