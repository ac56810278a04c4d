import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearerFor, startTestApp, type TestApp } from '../../test/app.js';
import { StatementCounter } from '../db/statement-counter.js';
import { ANSWER_MAX_AGE_MS } from './answer-cache.js';

type Answer = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };

const PAGE =
  'query Page($first: Int) { items(first: $first) { data { id name price stockQuantity } paginatorInfo { total } } }';
const CONFIG = '{ config { name } }';
const PETSHOP = 'petshop.localhost';
const LOJA = 'loja.localhost';

/**
 * A visitor's catalogue answer kept between requests (decision 0031): the statements the app runs are counted by a
 * plugin the database was opened with, so an answer given from memory shows as a request that ran none.
 */
function suite(env: Record<string, string>) {
  const counter = new StatementCounter();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(env, { plugins: [counter] });
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  async function post(payload: object, headers: Record<string, string> = {}) {
    const before = counter.count;
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload,
      headers: { host: PETSHOP, ...headers },
    });
    return {
      status: res.statusCode,
      body: res.json() as Answer,
      cacheControl: res.headers['cache-control'],
      statements: counter.count - before,
    };
  }
  /** The storefront's token for a visitor of a host, as the browser sends it. */
  async function visitor(host = PETSHOP): Promise<Record<string, string>> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { host },
      payload: { grant_type: 'client_credentials', client_id: 'storefront', client_secret: 'storefront-secret' },
    });
    return { host, authorization: `Bearer ${(res.json() as { access_token: string }).access_token}` };
  }
  const firstItem = (body: Answer) =>
    (body.data!.items as { data: { id: string; name: string; price: number; stockQuantity: number }[] }).data[0]!;
  return { t: () => t, post, visitor, firstItem };
}

describe('a visitor’s catalogue answer, kept between requests', () => {
  const s = suite({});

  it('answers the same query again from memory, the same answer and as public, for a visitor with or without the app token', async () => {
    const headers = await s.visitor();
    const first = await s.post({ query: PAGE, variables: { first: 5 } }, headers);
    expect(first.status).toBe(200);
    expect(first.statements).toBeGreaterThan(0);
    expect(first.cacheControl).toBe('public, max-age=30');
    const again = await s.post({ query: PAGE, variables: { first: 5 } }, headers);
    expect(again).toEqual({ ...first, statements: 0 });
    // the same body without a token: a visitor too
    expect((await s.post({ query: PAGE, variables: { first: 5 } })).statements).toBe(0);
    // other variables are another answer
    const six = await s.post({ query: PAGE, variables: { first: 6 } }, headers);
    expect(six.statements).toBeGreaterThan(0);
    expect((six.body.data!.items as { data: unknown[] }).data).toHaveLength(6);
  });

  it('shows a price and a stock this process changed on the very next request', async () => {
    const headers = await s.visitor();
    const before = s.firstItem((await s.post({ query: PAGE, variables: { first: 3 } }, headers)).body);
    expect((await s.post({ query: PAGE, variables: { first: 3 } }, headers)).statements).toBe(0);
    const { db } = s.t().database;
    await db
      .updateTable('items')
      .set({ price: before.price + 1000, stockQuantity: before.stockQuantity + 7 })
      .where('id', '=', Number(before.id))
      .execute();
    const after = await s.post({ query: PAGE, variables: { first: 3 } }, headers);
    expect(after.statements).toBeGreaterThan(0);
    expect(s.firstItem(after.body)).toMatchObject({
      id: before.id,
      price: before.price + 1000,
      stockQuantity: before.stockQuantity + 7,
    });
  });

  it('keeps each host’s answers apart', async () => {
    const petshop = await s.post({ query: CONFIG }, await s.visitor(PETSHOP));
    const loja = await s.post({ query: CONFIG }, await s.visitor(LOJA));
    expect(petshop.body.data!.config).toEqual({ name: 'Pet Feliz' });
    expect(loja.body.data!.config).toEqual({ name: 'Casa & Cia' });
    expect((await s.post({ query: CONFIG }, { host: LOJA })).body.data!.config).toEqual({ name: 'Casa & Cia' });
  });

  it('never answers a signed-in shopper from memory, and keeps nothing of theirs', async () => {
    const shopper = await bearerFor(s.t(), 'cliente@petshop.demo');
    await s.post({ query: PAGE, variables: { first: 4 } });
    for (let i = 0; i < 2; i++) {
      const mine = await s.post({ query: PAGE, variables: { first: 4 } }, shopper);
      expect(mine.statements).toBeGreaterThan(0);
      expect(mine.cacheControl).toBe('no-store');
    }
    const me = '{ me { email } }';
    await s.post({ query: me }, shopper);
    const visitor = await s.post({ query: me });
    expect(visitor.body.data?.me ?? null).toBeNull();
  });

  it('computes an answer again once it is older than its longest life', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await s.post({ query: PAGE, variables: { first: 7 } });
    expect((await s.post({ query: PAGE, variables: { first: 7 } })).statements).toBe(0);
    vi.setSystemTime(Date.now() + ANSWER_MAX_AGE_MS);
    expect((await s.post({ query: PAGE, variables: { first: 7 } })).statements).toBeGreaterThan(0);
  });

  it('keeps no refusal, no coupon check, no freight quote and no change', async () => {
    const tooMany = { query: PAGE, variables: { first: 1000 } };
    expect((await s.post(tooMany)).body.errors?.length).toBeGreaterThan(0);
    const refusal = await s.post(tooMany);
    expect(refusal.body.errors?.length).toBeGreaterThan(0);
    expect(refusal.cacheControl).toBe('no-store');
    const coupon = {
      query: 'query ($c: String!) { validateDiscountCoupon(couponCode: $c) { valid message } }',
      variables: { c: 'NAOEXISTE' },
    };
    const freight = {
      query: 'query ($p: String!) { calcFreight(postalCode: $p, price: 5000) { price } }',
      variables: { p: '01310-100' },
    };
    for (const payload of [coupon, freight]) {
      await s.post(payload);
      expect((await s.post(payload)).statements).toBeGreaterThan(0);
    }
  });
});

describe('with ANSWER_CACHE=off', () => {
  const s = suite({ ANSWER_CACHE: 'off' });

  it('computes every answer', async () => {
    await s.post({ query: PAGE, variables: { first: 5 } });
    const again = await s.post({ query: PAGE, variables: { first: 5 } });
    expect(again.statements).toBeGreaterThan(0);
    expect(again.cacheControl).toBe('public, max-age=30');
  });
});
