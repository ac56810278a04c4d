import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/app.js';
import { onNotificationCreated, type NotificationCreated } from '../../lib/notification-events.js';
import { SANDBOX_CARDS } from '../payments/sandbox-cards.js';
import { cardToken, countOrders, ORDER_QUERY, orderFixture, placeOrder } from './testing.js';

type Fixture = Awaited<ReturnType<typeof orderFixture>>;

// Runs on SQLite and, with DATABASE_URL, on PostgreSQL.
describe('what placing an order leaves behind', () => {
  let t: TestApp;
  let f: Fixture;
  let events: NotificationCreated[];
  /** for each event, whether its notification row could be read by another connection when the event fired */
  let seen: Promise<boolean>[];
  let stop: () => void;
  beforeAll(async () => {
    t = await startTestApp();
  });
  beforeEach(async () => {
    f = await orderFixture(t);
    events = [];
    seen = [];
    stop = onNotificationCreated((event) => {
      events.push(event);
      seen.push(
        t.database.db
          .selectFrom('notifications')
          .select('id')
          .where('userId', '=', event.userId)
          .where('payload', '=', event.payload)
          .executeTakeFirst()
          .then((row) => row !== undefined),
      );
    });
  });
  afterEach(() => stop());
  afterAll(() => t.close());

  const rows = async (
    table: 'orderItems' | 'orderPayments' | 'orderStatusHistory' | 'notifications' | 'couponUsages',
  ) => {
    const row = await t.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const everything = async () => ({
    orders: await countOrders(t),
    items: await rows('orderItems'),
    payments: await rows('orderPayments'),
    history: await rows('orderStatusHistory'),
    notifications: await rows('notifications'),
    couponUsages: await rows('couponUsages'),
  });
  const stockOf = async (id: number) =>
    (await t.database.db.selectFrom('items').select('stockQuantity').where('id', '=', id).executeTakeFirstOrThrow())
      .stockQuantity;

  it('tells the customer of each status change once, after the order is committed', async () => {
    const token = await cardToken(t, f.storeId, f.card, f.headers, SANDBOX_CARDS.approvedVisa);
    const res = await placeOrder(
      t,
      {
        items: [{ item: String(f.itemA), quantity: 1 }],
        shippingOption: String(f.pickup),
        paymentMethod: String(f.card),
        total: 4990,
        paymentCard: {
          type: 'credit',
          encrypted: token,
          cardHolderName: 'MARIA OLIVEIRA',
          cardSecurityCode: '123',
          expiryMonth: 12,
          expiryYear: 2030,
          installments: 1,
        },
      },
      f.headers,
    );
    expect(res.body.data?.createOrder.status).toBe('pagamento_aprovado');
    const id = Number(res.body.data!.createOrder.id);
    // each with its texts' keys, which an English reader's screen and device render in English
    const title = { key: 'notification.orderTitle', params: { id } };
    expect(events.map((e) => JSON.parse(e.payload))).toEqual([
      {
        orderId: id,
        status: 'pagamento_pendente',
        texts: { title, message: { key: 'orderStatus.pagamento_pendente' } },
      },
      {
        orderId: id,
        status: 'pagamento_aprovado',
        texts: { title, message: { key: 'orderStatus.pagamento_aprovado' } },
      },
    ]);
    expect(await Promise.all(seen)).toEqual([true, true]);
    const stored = await t.database.db
      .selectFrom('notifications')
      .select(['payload', 'title'])
      .where('userId', '=', f.clienteId)
      .where('payload', 'like', `{"orderId":${id},%`)
      .orderBy('id')
      .execute();
    expect(stored).toEqual(events.map((e) => ({ payload: e.payload, title: `Pedido #${id}` })));
    const order = await gql<{ order: { statusStory: { status: string }[] } }>(
      t.app,
      ORDER_QUERY,
      { id: String(id) },
      f.headers,
    );
    expect(order.body.data?.order.statusStory.map((s) => s.status)).toEqual([
      'pendente',
      'pagamento_pendente',
      'pagamento_aprovado',
    ]);
  });

  it('leaves nothing behind when one line is short of stock: no order, no rows, no stock taken, no notification', async () => {
    await t.database.db.updateTable('items').set({ stockQuantity: 1 }).where('id', '=', f.itemB).execute();
    const before = await everything();
    const { name } = await t.database.db
      .selectFrom('items')
      .select('name')
      .where('id', '=', f.itemB)
      .executeTakeFirstOrThrow();
    // 49,90 + 2 × 19,90 − 5,00 (UNICO) = 84,70: the coupon is claimed after the stock, so it must not be used either
    const res = await placeOrder(
      t,
      {
        items: [
          { item: String(f.itemA), quantity: 3 },
          { item: String(f.itemB), quantity: 2 },
        ],
        shippingOption: String(f.pickup),
        paymentMethod: String(f.cash),
        changeFor: -1,
        total: 14970 + 3980 - 500,
        discountCouponCode: 'UNICO',
      },
      f.headers,
    );
    expect(res.body.errors?.[0]?.extensions?.validation).toEqual({
      items: [`Temos apenas 1 unidade(s) de ${name} em estoque`],
    });
    expect(await everything()).toEqual(before);
    expect(await stockOf(f.itemA)).toBe(50);
    expect(await stockOf(f.itemB)).toBe(1);
    expect(events).toEqual([]);
  });

  it('takes an item named on two lines as one claim of their sum', async () => {
    await t.database.db.updateTable('items').set({ stockQuantity: 3 }).where('id', '=', f.itemB).execute();
    const line = { item: String(f.itemB), quantity: 2 };
    const twice = {
      items: [line, line],
      shippingOption: String(f.pickup),
      paymentMethod: String(f.cash),
      changeFor: -1,
      total: 4 * 1990,
    };
    expect((await placeOrder(t, twice, f.headers)).body.errors?.[0]?.extensions?.category).toBe('validation');
    expect(await stockOf(f.itemB)).toBe(3);
    const res = await placeOrder(t, { ...twice, items: [{ ...line, quantity: 1 }, line], total: 3 * 1990 }, f.headers);
    expect(res.body.errors).toBeUndefined();
    expect(await stockOf(f.itemB)).toBe(0);
  });

  it('shows a pending Pix its QR image, drawn from the stored code when the order is read', async () => {
    const res = await placeOrder(
      t,
      {
        items: [{ item: String(f.itemA), quantity: 1 }],
        shippingOption: String(f.delivery),
        addressId: String(f.mainAddressId),
        paymentMethod: String(f.pix),
        total: 4741 + 990,
      },
      f.headers,
    );
    expect(res.body.errors).toBeUndefined();
    const id = Number(res.body.data!.createOrder.id);
    const stored = await t.database.db
      .selectFrom('orderPayments')
      .select('transaction')
      .where('orderId', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.transaction ?? '{}')).not.toHaveProperty('qrCodeImage');
    const read = async () => {
      const order = await gql<{ order: { payments: { transaction: { code: string; qrCodeImage?: string } }[] } }>(
        t.app,
        ORDER_QUERY,
        { id: String(id) },
        f.headers,
      );
      return order.body.data!.order.payments[0]!.transaction;
    };
    const tx = await read();
    expect(tx.code).toMatch(/^000201/);
    expect(tx.qrCodeImage).toMatch(/^data:image\/png;base64,/);
    expect(Buffer.from(tx.qrCodeImage!.split(',')[1]!, 'base64').subarray(1, 4).toString('ascii')).toBe('PNG');
    expect((await read()).qrCodeImage).toBe(tx.qrCodeImage);
    // once paid, the code is no longer something to pay: no image
    await t.database.db.updateTable('orderPayments').set({ status: 'paid' }).where('orderId', '=', id).execute();
    expect((await read()).qrCodeImage).toBeUndefined();
  });
});
