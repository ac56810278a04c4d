import { storeDate } from '@store/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, gql, startTestApp, type TestApp } from '../app.js';
import { answersLikeMissing, HOST, MISSING, newCustomer, pickupCash, shop, storeIdOf } from './attacker.js';

/*
 * The stores share one database. A customer of the pet shop (petshop.localhost) naming another store's items,
 * coupons, shipping options, payment methods, addresses or services gets what an id no row has gets; a token made
 * for one store is refused on another store's host.
 */

const ORDER = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id total } }';
const LOJA_ONLY_COUPON = 'SOLOJA50';

describe("another store's rows answer like missing ones", () => {
  let t: TestApp;
  let petshop: Awaited<ReturnType<typeof shop>>;
  let loja: Awaited<ReturnType<typeof shop>>;
  let me: Awaited<ReturnType<typeof newCustomer>>;
  let lojaAddress: string;

  const lojaState = async () => {
    const db = t.database.db;
    return {
      items: await db
        .selectFrom('items')
        .select(['id', 'stockQuantity'])
        .where('storeId', '=', loja.storeId)
        .orderBy('id')
        .execute(),
      coupons: await db
        .selectFrom('coupons')
        .select(['id', 'usedCount'])
        .where('storeId', '=', loja.storeId)
        .orderBy('id')
        .execute(),
      orders: await db.selectFrom('orders').select('id').orderBy('id').execute(),
    };
  };

  beforeAll(async () => {
    t = await startTestApp();
    petshop = await shop(t, 'petshop');
    loja = await shop(t, 'loja');
    me = await newCustomer(t, 'petshop', 'vizinho');
    const db = t.database.db;
    const lojaCustomer = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'cliente@loja.demo')
      .executeTakeFirstOrThrow();
    lojaAddress = String(
      (await db.selectFrom('addresses').select('id').where('userId', '=', lojaCustomer.id).executeTakeFirstOrThrow())
        .id,
    );
    const { id: _id, ...coupon } = await db
      .selectFrom('coupons')
      .selectAll()
      .where('storeId', '=', loja.storeId)
      .where('code', '=', 'DESCONTO20')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('coupons')
      .values({
        ...coupon,
        code: LOJA_ONLY_COUPON,
        discountType: 'percentage',
        discountValue: 50,
        minimalOrderValue: 0,
      })
      .execute();
  });
  afterAll(() => t.close());

  it("createOrder with another store's item, shipping option, payment method, coupon or address", async () => {
    const before = await lojaState();
    const base = pickupCash(petshop, petshop.itemA, 4990);
    const variants: [string, Record<string, unknown>, Record<string, unknown>][] = [
      ['item', { items: [{ item: String(loja.itemA), quantity: 1 }] }, { items: [{ item: MISSING, quantity: 1 }] }],
      ['shipping option', { shippingOption: String(loja.pickup) }, { shippingOption: MISSING }],
      ['payment method', { paymentMethod: String(loja.cash) }, { paymentMethod: MISSING }],
      [
        'coupon',
        { discountCouponCode: LOJA_ONLY_COUPON, total: 2495 },
        { discountCouponCode: 'NAOEXISTE50', total: 2495 },
      ],
      [
        'address',
        { shippingOption: String(petshop.delivery), addressId: lojaAddress },
        { shippingOption: String(petshop.delivery), addressId: MISSING },
      ],
    ];
    for (const [what, theirs, missing] of variants) {
      const body = await answersLikeMissing(
        t,
        ORDER,
        { input: { ...base, ...theirs } },
        { input: { ...base, ...missing } },
        me.headers,
      );
      expect(body.errors, what).toHaveLength(1);
    }
    expect(await lojaState()).toEqual(before);
    // the same base order, with the pet shop's own ids, goes through
    expect((await gql(t.app, ORDER, { input: base }, me.headers)).body.errors).toBeUndefined();
  });

  it("catalogue, checkout and agenda fields with another store's ids", async () => {
    const lojaId = String(loja.storeId);
    const clinicaId = await storeIdOf(t, 'clinica');
    const clinicaService = await t.database.db
      .selectFrom('services')
      .select('id')
      .where('storeId', '=', clinicaId)
      .executeTakeFirstOrThrow();
    const reads: [string, Record<string, unknown>, Record<string, unknown>][] = [
      ['query($id: ID!) { item(id: $id) { id name price } }', { id: String(loja.itemA) }, { id: MISSING }],
      [
        'query($id: ID!, $s: ID) { item(id: $id, storeId: $s) { id name price } }',
        { id: String(loja.itemA), s: lojaId },
        { id: String(loja.itemA), s: MISSING },
      ],
      ['query($ids: [ID!]) { items(ids: $ids) { data { id } } }', { ids: [String(loja.itemA)] }, { ids: [MISSING] }],
      ['query($id: ID!) { shippingOption(id: $id) { id type } }', { id: String(loja.delivery) }, { id: MISSING }],
      ['query($s: ID) { shippingOptions(storeId: $s) { id } }', { s: lojaId }, { s: MISSING }],
      ['query($s: ID) { paymentMethods(storeId: $s) { id } }', { s: lojaId }, { s: MISSING }],
      ['query($id: ID!) { store(id: $id) { id name } }', { id: lojaId }, { id: MISSING }],
      ['query($s: ID) { storeCheckout(storeId: $s) { addresses { id } } }', { s: lojaId }, { s: MISSING }],
      [
        'query($c: String!, $i: [ShoppingCartItemInput!]) { validateDiscountCoupon(couponCode: $c, items: $i) { valid message } }',
        { c: LOJA_ONLY_COUPON, i: [{ itemId: String(petshop.itemA), quantity: 1 }] },
        { c: 'NAOEXISTE50', i: [{ itemId: String(petshop.itemA), quantity: 1 }] },
      ],
      [
        'query($id: ID!) { calcFreight(postalCode: "01310-100", price: 5000, shippingId: $id) { price } }',
        { id: String(loja.delivery) },
        { id: MISSING },
      ],
      ['query($s: ID) { services(storeId: $s) { id } }', { s: String(clinicaId) }, { s: MISSING }],
      [
        'query($d: String!, $s: ID) { workingHours(date: $d, serviceId: $s) { open slots { time } } }',
        { d: storeDate(new Date()), s: String(clinicaService.id) },
        { d: storeDate(new Date()), s: MISSING },
      ],
    ];
    for (const [query, theirs, missing] of reads) await answersLikeMissing(t, query, theirs, missing, me.headers);
    // the same reads with the pet shop's own ids do find something
    expect((await gql(t.app, reads[0]![0], { id: String(petshop.itemA) }, me.headers)).body.data).toMatchObject({
      item: { id: String(petshop.itemA) },
    });
    expect((await gql(t.app, reads[3]![0], { id: String(petshop.delivery) }, me.headers)).body.data).toMatchObject({
      shippingOption: { id: String(petshop.delivery) },
    });
  });

  it("a token made for one store is refused on another store's host, in GraphQL and REST", async () => {
    for (const [email, host] of [
      ['cliente@petshop.demo', HOST.loja],
      ['cliente@loja.demo', HOST.petshop],
      ['cliente@clinica.demo', HOST.petshop],
    ] as const) {
      const elsewhere = { ...(await bearerFor(t, email)), host };
      const who = await gql(t.app, 'query { me { id email } }', {}, elsewhere);
      expect(who.body.errors?.[0]).toMatchObject({
        message: 'Invalid token',
        extensions: { category: 'authentication' },
      });
      expect(who.body.data?.me ?? null).toBeNull();
      for (const url of ['/api/session', '/api/me/export'])
        expect((await t.app.inject({ url, headers: elsewhere })).statusCode, url).toBe(401);
      const saveAddress = await gql(
        t.app,
        'mutation($input: AddressInput!) { setAddress(input: $input) { id } }',
        {
          input: {
            type: 'home',
            postalCode: '01310-100',
            address: 'Rua X',
            addressNumber: '1',
            province: 'Centro',
            city: 'São Paulo',
            state: 'SP',
          },
        },
        elsewhere,
      );
      expect(saveAddress.body.errors?.[0]?.extensions?.category).toBe('authentication');
    }
  });

  it("payment-method REST calls: another store's method answers like a missing one; another store's path refuses the token", async () => {
    const path = (storeId: number | string, methodId: number | string) =>
      `/api/store/${storeId}/payment-methods/${methodId}/public-key`;
    const theirs = await t.app.inject({ url: path(petshop.storeId, loja.card), headers: me.headers });
    const missing = await t.app.inject({ url: path(petshop.storeId, MISSING), headers: me.headers });
    expect([theirs.statusCode, theirs.body]).toEqual([missing.statusCode, missing.body]);
    expect(theirs.statusCode).toBe(404);
    // the pet shop's token with the other store's id in the path: not that store's token
    expect((await t.app.inject({ url: path(loja.storeId, loja.card), headers: me.headers })).statusCode).toBe(401);
  });
});
