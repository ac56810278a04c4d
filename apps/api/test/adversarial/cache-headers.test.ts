import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, startTestApp, type TestApp } from '../app.js';
import { HOST, storeIdOf, type Headers } from './attacker.js';

/*
 * No shared cache may keep what depends on the user: every signed-in answer is `no-store`. Only an anonymous
 * catalogue answer may be public, and it never carries what a signed-in shopper saw for the same request, in
 * either order.
 */

const ITEM = 'query($id: ID!) { item(id: $id) { id price listPrice } }';
const CHECKOUT = 'query { storeCheckout { addresses { id address } } }';

describe('cache headers of answers that depend on the user', () => {
  let t: TestApp;
  let company: Headers;
  let customer: Headers;
  let itemId: string;
  let companyPrice: number;

  const post = (query: string, variables: Record<string, unknown>, headers: Headers) =>
    t.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers });
  const anonymous = { host: HOST.petshop };

  beforeAll(async () => {
    t = await startTestApp();
    const db = t.database.db;
    // an approved company customer sees the company list's prices
    await db
      .updateTable('users')
      .set({ companyVerifiedAt: new Date().toISOString() })
      .where('email', '=', 'empresa@petshop.demo')
      .execute();
    const list = await db
      .selectFrom('priceLists')
      .select('id')
      .where('storeId', '=', await storeIdOf(t, 'petshop'))
      .where('kind', '=', 'company')
      .executeTakeFirstOrThrow();
    const row = await db
      .selectFrom('priceListItems')
      .select(['itemId', 'price'])
      .where('priceListId', '=', list.id)
      .orderBy('itemId')
      .executeTakeFirstOrThrow();
    itemId = String(row.itemId);
    companyPrice = row.price;
    company = await bearerFor(t, 'empresa@petshop.demo');
    customer = await bearerFor(t, 'cliente@petshop.demo');
  });
  afterAll(() => t.close());

  it('GraphQL as a signed-in user is no-store, catalogue queries included', async () => {
    for (const [query, variables] of [
      ['query { me { id email } }', {}],
      [ITEM, { id: itemId }],
      ['query { items(first: 2) { data { id price } } }', {}],
      [CHECKOUT, {}],
    ] as const) {
      const res = await post(query, variables, customer);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control'], query).toBe('no-store');
    }
  });

  it('REST answers about the user are no-store, refusals too', async () => {
    for (const url of ['/api/session', '/api/me/export']) {
      expect((await t.app.inject({ url, headers: customer })).headers['cache-control'], url).toBe('no-store');
      expect((await t.app.inject({ url, headers: anonymous })).headers['cache-control'], url).toBe('no-store');
    }
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/me', headers: anonymous })).headers['cache-control'],
    ).toBe('no-store');
  });

  it("the anonymous answer to the same request never carries a company customer's price, in either order", async () => {
    const signedIn = await post(ITEM, { id: itemId }, company);
    expect(signedIn.json()).toMatchObject({ data: { item: { id: itemId, listPrice: companyPrice } } });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    for (let i = 0; i < 2; i++) {
      const visitor = await post(ITEM, { id: itemId }, anonymous);
      expect(visitor.json()).toMatchObject({ data: { item: { id: itemId, listPrice: null } } });
      expect(visitor.headers['cache-control']).toBe('public, max-age=30');
    }
    // the visitor's answer is now kept: the company customer still gets their own, not the kept one
    const again = await post(ITEM, { id: itemId }, company);
    expect(again.json()).toMatchObject({ data: { item: { listPrice: companyPrice } } });
    expect(again.headers['cache-control']).toBe('no-store');
  });

  it('a visitor asking what a customer asked gets no addresses of theirs', async () => {
    const mine = await post(CHECKOUT, {}, customer);
    const addresses = (mine.json() as { data: { storeCheckout: { addresses: unknown[] } } }).data.storeCheckout
      .addresses;
    expect(addresses.length).toBeGreaterThan(0);
    const visitor = await post(CHECKOUT, {}, anonymous);
    expect(JSON.stringify(visitor.json())).not.toMatch(/"address":"[^"]/);
    for (const a of addresses as { address: string }[]) expect(visitor.body).not.toContain(a.address);
  });
});
