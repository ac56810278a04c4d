import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { countOrders, CREATE_ORDER, orderFixture, placeOrder } from './testing.js';

// Runs on SQLite and, with DATABASE_URL, on PostgreSQL: every request goes through the real app at once.
describe('createOrder under concurrent requests', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof orderFixture>>;
  beforeAll(async () => {
    t = await startTestApp();
    f = await orderFixture(t);
  });
  afterAll(() => t.close());

  const pickupCash = (item: number, total: number, extra: Record<string, unknown> = {}) => ({
    items: [{ item: String(item), quantity: 1 }],
    shippingOption: String(f.pickup),
    paymentMethod: String(f.cash),
    changeFor: -1,
    total,
    ...extra,
  });

  it('50 parallel orders for the last unit make exactly one order and leave stock 0', async () => {
    await t.database.db.updateTable('items').set({ stockQuantity: 1 }).where('id', '=', f.itemA).execute();
    const before = await countOrders(t);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => placeOrder(t, pickupCash(f.itemA, 4990), f.headers)),
    );
    const placed = answers.filter((a) => a.body.data?.createOrder);
    expect(placed).toHaveLength(1);
    for (const refused of answers.filter((a) => !a.body.data?.createOrder)) {
      expect(refused.body.errors?.[0]?.extensions?.category).toBe('validation');
    }
    expect(await countOrders(t)).toBe(before + 1);
    const item = await t.database.db
      .selectFrom('items')
      .select('stockQuantity')
      .where('id', '=', f.itemA)
      .executeTakeFirstOrThrow();
    expect(item.stockQuantity).toBe(0);
  });

  it('20 parallel orders with a single-use coupon use it once', async () => {
    // UNICO: R$ 5,00 off, one use in all; 19,90 − 5,00 = 14,90 for the one that gets it
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        placeOrder(t, pickupCash(f.itemB, 1490, { discountCouponCode: 'UNICO' }), f.headers),
      ),
    );
    expect(answers.filter((a) => a.body.data?.createOrder)).toHaveLength(1);
    const coupon = await t.database.db
      .selectFrom('coupons')
      .select(['id', 'usedCount'])
      .where('code', '=', 'UNICO')
      .where('storeId', '=', f.storeId)
      .executeTakeFirstOrThrow();
    expect(coupon.usedCount).toBe(1);
    const usages = await t.database.db
      .selectFrom('couponUsages')
      .select('id')
      .where('couponId', '=', coupon.id)
      .execute();
    expect(usages).toHaveLength(1);
  });

  it('the same Idempotency-Key sent 10 times in parallel makes one order, and every answer names it', async () => {
    const before = await countOrders(t);
    const headers = { ...f.headers, 'idempotency-key': 'pedido-123e4567' };
    const input = pickupCash(f.itemB, 1990);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/graphql',
          headers,
          payload: { query: CREATE_ORDER, variables: { input } },
        }),
      ),
    );
    const ids = answers.map((a) => (a.json() as { data?: { createOrder?: { id: string } } }).data?.createOrder?.id);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toBeDefined();
    expect(await countOrders(t)).toBe(before + 1);
    // the same key with another body is refused
    const other = await placeOrder(t, pickupCash(f.itemB, 1990, { observation: 'outro pedido' }), headers);
    expect(other.body.errors?.[0]?.extensions).toMatchObject({
      category: 'validation',
      code: 'order.idempotencyConflict',
    });
    expect(await countOrders(t)).toBe(before + 1);
  });
});
