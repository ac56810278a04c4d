import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { SANDBOX_CARDS } from '../payments/sandbox-cards.js';
import { cardToken, countOrders, orderFixture, placeOrder } from './testing.js';

const CARD = 'Não inclua números de cartão neste campo';

describe('createOrder never keeps a card number typed as text', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof orderFixture>>;
  beforeAll(async () => {
    t = await startTestApp();
  });
  beforeEach(async () => {
    f = await orderFixture(t);
  });
  afterAll(() => t.close());

  const savedCards = async () =>
    (await t.database.db.selectFrom('paymentCards').select('id').where('userId', '=', f.clienteId).execute()).length;
  const pickup = () => ({
    items: [{ item: String(f.itemA), quantity: 1, price: 4990 }],
    shippingOption: String(f.pickup),
  });

  it("refuses an observation holding a card number with 'Não inclua números de cartão neste campo' and places nothing", async () => {
    const before = await countOrders(t);
    for (const observation of ['4111 1111 1111 1111 cvv 737', 'Cobrar no cartão 5555.5555.5555.4444 por favor']) {
      const res = await placeOrder(
        t,
        { ...pickup(), paymentMethod: String(f.pix), observation, total: 4740 },
        f.headers,
      );
      expect(res.body.errors?.[0]?.extensions).toMatchObject({
        category: 'validation',
        validation: { observation: [CARD] },
      });
    }
    expect(await countOrders(t)).toBe(before);
  });

  it('keeps an observation with ordinary numbers: phone, apartment, CPF', async () => {
    const observation = 'Apto 1203, interfone 12. Ligar (11) 98765-4321. CPF 529.982.247-25';
    const res = await placeOrder(t, { ...pickup(), paymentMethod: String(f.pix), observation, total: 4740 }, f.headers);
    expect(res.body.errors).toBeUndefined();
    const row = await t.database.db
      .selectFrom('orders')
      .select('observation')
      .where('id', '=', Number(res.body.data!.createOrder.id))
      .executeTakeFirstOrThrow();
    expect(row.observation).toBe(observation);
  });

  it('refuses a card holder name that is the card number, saving neither the order nor the card', async () => {
    const before = { orders: await countOrders(t), cards: await savedCards() };
    const token = await cardToken(t, f.storeId, f.card, f.headers, SANDBOX_CARDS.approvedVisa);
    const res = await placeOrder(
      t,
      {
        ...pickup(),
        paymentMethod: String(f.card),
        total: 4990,
        paymentCard: {
          type: 'credit',
          encrypted: token,
          cardHolderName: '4111 1111 1111 1111',
          cardSecurityCode: '123',
          expiryMonth: 12,
          expiryYear: 2030,
          installments: 1,
          store: true,
        },
      },
      f.headers,
    );
    expect(res.body.errors?.[0]?.extensions).toMatchObject({
      category: 'validation',
      validation: { cardHolderName: [CARD] },
    });
    expect({ orders: await countOrders(t), cards: await savedCards() }).toEqual(before);
  });
});
