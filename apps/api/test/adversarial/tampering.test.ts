import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../app.js';
import { newCustomer, placeOrder, shop } from './attacker.js';

/*
 * What the client says about money is never what is charged: lowered prices, totals and freight, odd quantities,
 * a coupon on items it excludes and cash below the total are refused, and what is stored is the server's own sum.
 */

describe('price and total tampering in createOrder', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof shop>>;
  let me: Awaited<ReturnType<typeof newCustomer>>;

  const orderCount = async () => (await t.database.db.selectFrom('orders').select('id').execute()).length;
  /** The order as stored, and the total recomputed from its stored lines and parts, in integer cents. */
  const stored = async (id: string) => {
    const db = t.database.db;
    const order = await db.selectFrom('orders').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();
    const lines = await db
      .selectFrom('orderItems')
      .select(['price', 'quantity', 'total'])
      .where('orderId', '=', order.id)
      .execute();
    const payments = await db.selectFrom('orderPayments').select('amount').where('orderId', '=', order.id).execute();
    for (const line of lines) expect(line.total).toBe(line.price * line.quantity);
    const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
    expect(order.subtotal).toBe(subtotal);
    expect(order.total).toBe(subtotal - order.couponDiscount - order.paymentDiscount + order.freight);
    for (const { amount } of payments) expect(amount).toBe(order.total);
    expect(Number.isInteger(order.total)).toBe(true);
    return order;
  };
  /** A refused order: a validation error, no order made, no stock taken. */
  const refusedOrder = async (input: Record<string, unknown>) => {
    const before = { orders: await orderCount(), stock: await stockOf(s.itemA) };
    const res = await placeOrder(t, input, me.headers);
    expect(res.body.data?.createOrder ?? null).toBeNull();
    expect(res.body.errors?.[0]?.extensions?.category).toBe('validation');
    expect({ orders: await orderCount(), stock: await stockOf(s.itemA) }).toEqual(before);
    return res.body.errors![0]!.extensions!;
  };
  const stockOf = async (id: number) =>
    (await t.database.db.selectFrom('items').select('stockQuantity').where('id', '=', id).executeTakeFirstOrThrow())
      .stockQuantity;
  const pickup = (items: unknown[], total: number, extra: Record<string, unknown> = {}) => ({
    items,
    shippingOption: String(s.pickup),
    paymentMethod: String(s.cash),
    changeFor: -1,
    total,
    ...extra,
  });

  beforeAll(async () => {
    t = await startTestApp();
    me = await newCustomer(t, 'petshop', 'espertinho');
  });
  beforeEach(async () => {
    // R$ 49,90 and R$ 19,90, no promotion, 50 in stock (reset before each case)
    s = await shop(t, 'petshop');
  });
  afterAll(() => t.close());

  it('a lowered item price or line total is refused, naming the real price', async () => {
    const cheap = await refusedOrder(pickup([{ item: String(s.itemA), quantity: 2, price: 1 }], 2));
    expect(cheap.validation).toMatchObject({ items: [expect.stringContaining('R$ 49,90')] });
    await refusedOrder(pickup([{ item: String(s.itemA), quantity: 2, price: 4990, total: 2 }], 2));
  });

  it('a lowered total is refused with the real one; a total a cent off is charged the real amount', async () => {
    const low = await refusedOrder(pickup([{ item: String(s.itemA), quantity: 2 }], 100));
    expect(low).toMatchObject({ code: 'order.totalChanged', params: { amount: 9980 } });
    const res = await placeOrder(t, pickup([{ item: String(s.itemA), quantity: 2 }], 9979), me.headers);
    expect(res.body.data?.createOrder.total).toBe(9980);
    expect((await stored(res.body.data!.createOrder.id)).total).toBe(9980);
  });

  it('freight left out of the total (delivery priced as pickup) is refused; the stored order carries the freight', async () => {
    const delivery = (total: number) => ({
      ...pickup([{ item: String(s.itemA), quantity: 1 }], total),
      shippingOption: String(s.delivery),
      addressId: String(me.addressId),
    });
    const err = await refusedOrder(delivery(4990));
    expect(err.code).toBe('order.totalChanged');
    const real = (err.params as { amount: number }).amount;
    expect(real).toBeGreaterThan(4990);
    const res = await placeOrder(t, delivery(real), me.headers);
    const order = await stored(res.body.data!.createOrder.id);
    expect([order.freight, order.total]).toEqual([real - 4990, real]);
  });

  it.each([[0], [-1], [-1000], [2_147_483_647], [1_000_000_000], [51], [1.5]])(
    'quantity %j is refused and takes no stock',
    async (quantity) => {
      await refusedOrder(pickup([{ item: String(s.itemA), quantity }], 4990 * Math.max(1, Math.trunc(quantity))));
    },
  );

  it('a negative line cannot pay for a positive one', async () => {
    await refusedOrder(
      pickup(
        [
          { item: String(s.itemA), quantity: 1 },
          { item: String(s.itemB), quantity: -2 },
        ],
        1010,
      ),
    );
    await refusedOrder(
      pickup(
        [
          { item: String(s.itemA), quantity: 1 },
          { item: String(s.itemA), quantity: -1 },
        ],
        0,
      ),
    );
  });

  it('a coupon that excludes promoted items discounts only the others', async () => {
    // SEMPROMO: 15% off, promoted items excluded. 2 × 49,90 + 14,90 (promoted) = 114,70; 15% of 99,80 = 14,97 → 99,73
    await t.database.db.updateTable('items').set({ promotionalPrice: 1490 }).where('id', '=', s.itemB).execute();
    const items = [
      { item: String(s.itemA), quantity: 2 },
      { item: String(s.itemB), quantity: 1 },
    ];
    const wholeBasket = await refusedOrder(pickup(items, 11470 - 1721, { discountCouponCode: 'SEMPROMO' }));
    expect(wholeBasket).toMatchObject({ code: 'order.totalChanged', params: { amount: 9973 } });
    const res = await placeOrder(t, pickup(items, 9973, { discountCouponCode: 'SEMPROMO' }), me.headers);
    const order = await stored(res.body.data!.createOrder.id);
    expect([order.subtotal, order.couponDiscount, order.total]).toEqual([11470, 1497, 9973]);
  });

  it('a coupon on a basket of only items it excludes is refused', async () => {
    await t.database.db.updateTable('items').set({ promotionalPrice: 1490 }).where('id', '=', s.itemB).execute();
    // 4 promoted units (59,60, over SEMPROMO's minimum of 50,00): nothing the coupon may discount
    const err = await refusedOrder(
      pickup([{ item: String(s.itemB), quantity: 4 }], 5960 - 894, { discountCouponCode: 'SEMPROMO' }),
    );
    expect(err).toMatchObject({ code: 'coupon.notValidForPromotional' });
  });

  it('cash handed over below the total is refused', async () => {
    const err = await refusedOrder(pickup([{ item: String(s.itemA), quantity: 2 }], 9980, { changeFor: 5000 }));
    expect(err.validation).toEqual({ changeFor: ['Valor deve ser maior que o total do pedido'] });
    await refusedOrder(pickup([{ item: String(s.itemA), quantity: 2 }], 9980, { changeFor: -5000 }));
  });
});
