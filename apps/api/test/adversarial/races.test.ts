import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../app.js';
import { newCustomer, pickupCash, placeOrder, shop } from './attacker.js';

/*
 * Twenty shoppers press "Finalizar" at the same moment, each through the real app (concurrent requests, one
 * database; on PostgreSQL with its pool of connections): the last unit and a single-use coupon go to one of them.
 */

const SHOPPERS = 20;

describe('concurrent checkouts', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof shop>>;
  let shoppers: Awaited<ReturnType<typeof newCustomer>>[];

  beforeAll(async () => {
    t = await startTestApp();
    s = await shop(t, 'petshop');
    shoppers = [];
    for (let i = 0; i < SHOPPERS; i++) shoppers.push(await newCustomer(t, 'petshop', `corrida${i}`));
  });
  afterAll(() => t.close());

  const ordersOf = async (itemId: number) =>
    (await t.database.db.selectFrom('orderItems').select('orderId').where('itemId', '=', itemId).execute()).length;

  it(`the last unit, bought by ${SHOPPERS} shoppers at once: one order, stock 0`, async () => {
    await t.database.db.updateTable('items').set({ stockQuantity: 1 }).where('id', '=', s.itemA).execute();
    const before = await ordersOf(s.itemA);
    const answers = await Promise.all(shoppers.map((who) => placeOrder(t, pickupCash(s, s.itemA, 4990), who.headers)));
    expect(answers.filter((a) => a.body.data?.createOrder)).toHaveLength(1);
    for (const refused of answers.filter((a) => !a.body.data?.createOrder))
      expect(refused.body.errors?.[0]?.extensions?.category).toBe('validation');
    expect(await ordersOf(s.itemA)).toBe(before + 1);
    const item = await t.database.db
      .selectFrom('items')
      .select('stockQuantity')
      .where('id', '=', s.itemA)
      .executeTakeFirstOrThrow();
    expect(item.stockQuantity).toBe(0);
  });

  it(`two units each, 3 in stock, ${SHOPPERS} shoppers: one order, never below zero`, async () => {
    await t.database.db.updateTable('items').set({ stockQuantity: 3 }).where('id', '=', s.itemB).execute();
    const two = { items: [{ item: String(s.itemB), quantity: 2 }], total: 3980 };
    const answers = await Promise.all(
      shoppers.map((who) => placeOrder(t, { ...pickupCash(s, s.itemB, 3980), ...two }, who.headers)),
    );
    expect(answers.filter((a) => a.body.data?.createOrder)).toHaveLength(1);
    const item = await t.database.db
      .selectFrom('items')
      .select('stockQuantity')
      .where('id', '=', s.itemB)
      .executeTakeFirstOrThrow();
    expect(item.stockQuantity).toBe(1);
  });

  it(`the single-use coupon UNICO, sent by ${SHOPPERS} shoppers at once: used once`, async () => {
    const db = t.database.db;
    await db.updateTable('items').set({ stockQuantity: 100 }).where('id', '=', s.itemB).execute();
    // 19,90 − 5,00
    const answers = await Promise.all(
      shoppers.map((who) => placeOrder(t, pickupCash(s, s.itemB, 1490, { discountCouponCode: 'UNICO' }), who.headers)),
    );
    const placed = answers.filter((a) => a.body.data?.createOrder);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.body.data!.createOrder.total).toBe(1490);
    const coupon = await db
      .selectFrom('coupons')
      .select(['id', 'usedCount'])
      .where('storeId', '=', s.storeId)
      .where('code', '=', 'UNICO')
      .executeTakeFirstOrThrow();
    expect(coupon.usedCount).toBe(1);
    expect(await db.selectFrom('couponUsages').select('id').where('couponId', '=', coupon.id).execute()).toHaveLength(
      1,
    );
    expect(await db.selectFrom('orders').select('id').where('couponId', '=', coupon.id).execute()).toHaveLength(1);
  });
});
