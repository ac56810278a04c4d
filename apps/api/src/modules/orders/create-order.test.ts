import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearerFor, gql, startTestApp, type TestApp } from '../../../test/app.js';
import { SANDBOX_CARDS } from '../payments/sandbox-cards.js';
import { cardToken, countOrders, ORDER_QUERY, orderFixture, placeOrder } from './testing.js';

type Fixture = Awaited<ReturnType<typeof orderFixture>>;

describe('createOrder', () => {
  let t: TestApp;
  let f: Fixture;
  beforeAll(async () => {
    t = await startTestApp();
  });
  beforeEach(async () => {
    f = await orderFixture(t);
  });
  afterAll(() => t.close());

  const basket = () => [
    { item: String(f.itemA), quantity: 2, price: 4990 },
    { item: String(f.itemB), quantity: 1, price: 1990 },
  ];

  it('prices delivery + Pix + coupon to the cent: R$ 111,64', async () => {
    // 2 × 49,90 + 19,90 = 119,70; BEMVINDO10 (10%, min 100,00) −11,97; Pix default rule 5% of 119,70 = 5,985 → −5,99;
    // delivery to the main address (São Paulo capital) R$ 9,90 below R$ 150,00 → 119,70 − 11,97 − 5,99 + 9,90 = 111,64
    const res = await placeOrder(
      t,
      {
        items: basket(),
        shippingOption: String(f.delivery),
        addressId: String(f.mainAddressId),
        paymentMethod: String(f.pix),
        discountCouponCode: 'bemvindo10',
        observation: 'Deixar na portaria',
        total: 11164,
      },
      f.headers,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.createOrder).toMatchObject({ total: 11164, status: 'pagamento_pendente' });
    const order = await gql<{ order: Record<string, unknown> }>(
      t.app,
      ORDER_QUERY,
      { id: res.body.data!.createOrder.id },
      f.headers,
    );
    expect(order.body.data?.order).toMatchObject({
      subtotal: 11970,
      couponDiscount: 1197,
      paymentDiscount: 599,
      freight: 990,
      total: 11164,
      couponCode: 'BEMVINDO10',
      statusLabel: 'Aguardando pagamento',
      observation: 'Deixar na portaria',
      items: [
        { quantity: 2, price: 4990, total: 9980 },
        { quantity: 1, price: 1990, total: 1990 },
      ],
      statusStory: [{ status: 'pendente' }, { status: 'pagamento_pendente' }],
    });
    const payment = (
      order.body.data?.order.payments as { type: string; amount: number; transaction: { code?: string } }[]
    )[0]!;
    expect(payment).toMatchObject({ type: 'pix', amount: 11164 });
    expect(payment.transaction.code).toMatch(/^000201.*5406111\.64.*6304[0-9A-F]{4}$/);
    // stock taken, cart emptied
    const stock = await t.database.db
      .selectFrom('items')
      .select('stockQuantity')
      .where('id', '=', f.itemA)
      .executeTakeFirstOrThrow();
    expect(stock.stockQuantity).toBe(48);
  });

  it('charges delivery + credit card in 2 instalments: R$ 129,60, approved', async () => {
    // 119,70 + 9,90 freight; no Pix rule for cards; 2 × 64,80 (minimum instalment R$ 50,00 allows 2)
    const token = await cardToken(t, f.storeId, f.card, f.headers, SANDBOX_CARDS.approvedVisa);
    const res = await placeOrder(
      t,
      {
        items: basket(),
        shippingOption: String(f.delivery),
        addressId: String(f.mainAddressId),
        paymentMethod: String(f.card),
        total: 12960,
        paymentCard: {
          type: 'credit',
          encrypted: token,
          cardHolderName: 'MARIA OLIVEIRA',
          cardSecurityCode: '123',
          expiryMonth: 12,
          expiryYear: 2030,
          installments: 2,
        },
      },
      f.headers,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.createOrder).toMatchObject({ total: 12960, status: 'pagamento_aprovado' });
    const order = await gql<{ order: { payments: { installments: number; status: string }[]; statusLabel: string } }>(
      t.app,
      ORDER_QUERY,
      { id: res.body.data!.createOrder.id },
      f.headers,
    );
    expect(order.body.data?.order.statusLabel).toBe('Pagamento aprovado');
    expect(order.body.data?.order.payments[0]).toMatchObject({ installments: 2 });
  });

  it('rolls everything back when the card is declined', async () => {
    const before = await countOrders(t);
    const token = await cardToken(t, f.storeId, f.card, f.headers, SANDBOX_CARDS.declined);
    const res = await placeOrder(
      t,
      {
        items: basket(),
        shippingOption: String(f.pickup),
        paymentMethod: String(f.card),
        total: 11970,
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
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ category: 'payment' });
    expect(await countOrders(t)).toBe(before);
    const stock = await t.database.db
      .selectFrom('items')
      .select('stockQuantity')
      .where('id', '=', f.itemA)
      .executeTakeFirstOrThrow();
    expect(stock.stockQuantity).toBe(50);
  });

  it('takes cash with change and pickup, and says no change as -1', async () => {
    const res = await placeOrder(
      t,
      {
        items: basket(),
        shippingOption: String(f.pickup),
        paymentMethod: String(f.cash),
        changeFor: 20000,
        total: 11970,
      },
      f.headers,
    );
    expect(res.body.data?.createOrder).toMatchObject({ total: 11970, status: 'processando' });
    const low = await placeOrder(
      t,
      {
        items: basket(),
        shippingOption: String(f.pickup),
        paymentMethod: String(f.cash),
        changeFor: 5000,
        total: 11970,
      },
      f.headers,
    );
    expect(low.body.errors?.[0]?.extensions?.validation).toEqual({
      changeFor: ['Valor deve ser maior que o total do pedido'],
    });
    const none = await placeOrder(
      t,
      { items: basket(), shippingOption: String(f.pickup), paymentMethod: String(f.cash), changeFor: -1, total: 11970 },
      f.headers,
    );
    expect(none.body.data?.createOrder.total).toBe(11970);
  });

  it('refuses a total, a price or (through the total) a freight lower than the real one, and creates nothing', async () => {
    const before = await countOrders(t);
    const cheaper = await placeOrder(
      t,
      {
        items: basket(),
        shippingOption: String(f.delivery),
        addressId: String(f.mainAddressId),
        paymentMethod: String(f.card),
        total: 11970,
      },
      f.headers,
    );
    expect(cheaper.body.errors?.[0]).toMatchObject({
      message: 'O total do pedido mudou para R$ 129,60. Confira e finalize novamente.',
      extensions: { category: 'validation', code: 'order.totalChanged', params: { amount: 12960 } },
    });
    const lowPrice = basket().map((l, i) => (i === 0 ? { ...l, price: 100 } : l));
    const priced = await placeOrder(
      t,
      { items: lowPrice, shippingOption: String(f.pickup), paymentMethod: String(f.cash), changeFor: -1, total: 2190 },
      f.headers,
    );
    expect(priced.body.errors?.[0]?.extensions?.category).toBe('validation');
    expect(priced.body.errors?.[0]?.extensions?.validation).toMatchObject({
      items: [expect.stringMatching(/^O preço de .+ mudou para R\$ 49,90\. Confira e finalize novamente\.$/)],
    });
    expect(await countOrders(t)).toBe(before);
  });

  it.each([[0], [-1], [1_000_000_000], [1.5], ['2']])(
    'refuses quantity %j with a validation message and no order',
    async (quantity) => {
      const before = await countOrders(t);
      const res = await placeOrder(
        t,
        {
          items: [{ item: String(f.itemA), quantity }],
          shippingOption: String(f.pickup),
          paymentMethod: String(f.cash),
          changeFor: -1,
          total: 4990,
        },
        f.headers,
      );
      expect(res.body.errors?.[0]?.extensions?.category).toBe('validation');
      expect(Object.values(res.body.errors?.[0]?.extensions?.validation as Record<string, string[]>).flat()).toContain(
        'Informe uma quantidade inteira de 1 a 999',
      );
      expect(await countOrders(t)).toBe(before);
    },
  );

  it("refuses another user's address and saved card like missing ones", async () => {
    const other = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'cliente@loja.demo')
      .executeTakeFirstOrThrow();
    const theirAddress = await t.database.db
      .selectFrom('addresses')
      .select('id')
      .where('userId', '=', other.id)
      .executeTakeFirstOrThrow();
    const theirCard = await t.database.db
      .selectFrom('paymentCards')
      .select('id')
      .where('userId', '=', other.id)
      .executeTakeFirstOrThrow();
    const address = await placeOrder(
      t,
      {
        items: basket(),
        shippingOption: String(f.delivery),
        addressId: String(theirAddress.id),
        paymentMethod: String(f.cash),
        changeFor: -1,
        total: 12960,
      },
      f.headers,
    );
    const missing = await placeOrder(
      t,
      {
        items: basket(),
        shippingOption: String(f.delivery),
        addressId: '99999999',
        paymentMethod: String(f.cash),
        changeFor: -1,
        total: 12960,
      },
      f.headers,
    );
    expect(address.body.errors?.[0]?.extensions?.validation).toEqual({ addressId: ['Endereço não encontrado'] });
    expect(address.body.errors).toEqual(missing.body.errors);
    const card = (id: string) =>
      placeOrder(
        t,
        {
          items: basket(),
          shippingOption: String(f.pickup),
          paymentMethod: String(f.card),
          total: 11970,
          paymentCard: { type: 'credit', userPaymentCardId: id, cardSecurityCode: '123', installments: 1 },
        },
        f.headers,
      );
    const theirs = await card(String(theirCard.id));
    const unknown = await card('99999999');
    expect(theirs.body.errors?.[0]?.extensions?.category).toBeDefined();
    expect(theirs.body.errors?.[0]?.message).toBe(unknown.body.errors?.[0]?.message);
  });

  it('blocks an unverified e-mail, an option the store does not offer and an area not served', async () => {
    const unverified = await bearerFor(t, 'novo@petshop.demo');
    const blocked = await placeOrder(
      t,
      { items: basket(), shippingOption: String(f.pickup), paymentMethod: String(f.cash), changeFor: -1, total: 11970 },
      unverified,
    );
    expect(blocked.body.errors?.[0]?.extensions).toMatchObject({
      category: 'validation',
      code: 'order.emailNotVerified',
    });
    const loja = await t.database.db
      .selectFrom('shippingOptions')
      .innerJoin('stores', 'stores.id', 'shippingOptions.storeId')
      .select('shippingOptions.id')
      .where('stores.slug', '=', 'loja')
      .executeTakeFirstOrThrow();
    const foreign = await placeOrder(
      t,
      { items: basket(), shippingOption: String(loja.id), paymentMethod: String(f.cash), changeFor: -1, total: 11970 },
      f.headers,
    );
    expect(foreign.body.errors?.[0]?.extensions?.validation).toEqual({
      shippingOption: ['Forma de entrega indisponível'],
    });
    const now = new Date().toISOString();
    const { id: rio } = await t.database.db
      .insertInto('addresses')
      .values({
        userId: f.clienteId,
        postalCode: '20040002',
        address: 'Avenida Rio Branco',
        addressNumber: '1',
        province: 'Centro',
        city: 'Rio de Janeiro',
        state: 'RJ',
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const far = await placeOrder(
      t,
      {
        items: basket(),
        shippingOption: String(f.delivery),
        addressId: String(rio),
        paymentMethod: String(f.cash),
        changeFor: -1,
        total: 11970,
      },
      f.headers,
    );
    expect(far.body.errors?.[0]?.extensions?.category).toBe('validation');
    expect(JSON.stringify(far.body.errors?.[0]?.extensions?.validation)).toContain('Não entregamos nesta região');
  });

  it("lists, shows and cancels the customer's orders, giving stock back; others see nothing", async () => {
    // pickup + Pix: 119,70 − 5% (598,5 → 5,99) = 113,71
    const ok = await placeOrder(
      t,
      { items: basket(), shippingOption: String(f.pickup), paymentMethod: String(f.pix), total: 11371 },
      f.headers,
    );
    const id = ok.body.data!.createOrder.id;
    const list = await gql<{ orders: { data: { id: string }[]; paginatorInfo: { total: number } } }>(
      t.app,
      '{ orders(first: 50) { data { id } paginatorInfo { total } } }',
      {},
      f.headers,
    );
    expect(list.body.data?.orders.data.map((o) => o.id)).toContain(id);
    const stranger = await bearerFor(t, 'empresa@petshop.demo');
    expect((await gql(t.app, ORDER_QUERY, { id }, stranger)).body.data).toEqual({ order: null });
    const theirCancel = await gql(t.app, 'mutation($id: ID!) { cancelOrder(id: $id) { status } }', { id }, stranger);
    expect(theirCancel.body.errors?.[0]?.message).toBe('Pedido não encontrado');
    const cancel = await gql<{ cancelOrder: { status: string; statusLabel: string } }>(
      t.app,
      'mutation($id: ID!) { cancelOrder(id: $id) { status statusLabel } }',
      { id },
      f.headers,
    );
    expect(cancel.body.data?.cancelOrder).toEqual({ status: 'cancelado', statusLabel: 'Cancelado' });
    const stock = await t.database.db
      .selectFrom('items')
      .select('stockQuantity')
      .where('id', '=', f.itemA)
      .executeTakeFirstOrThrow();
    expect(stock.stockQuantity).toBe(50);
    const again = await gql(t.app, 'mutation($id: ID!) { cancelOrder(id: $id) { status } }', { id }, f.headers);
    expect(again.body.errors?.[0]?.message).toBe('Este pedido não pode mais ser cancelado');
  });

  it('lets only the store cancel an order already paid', async () => {
    const token = await cardToken(t, f.storeId, f.card, f.headers, SANDBOX_CARDS.approvedVisa);
    const paid = await placeOrder(
      t,
      {
        items: [{ item: String(f.itemB), quantity: 1 }],
        shippingOption: String(f.pickup),
        paymentMethod: String(f.card),
        total: 1990,
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
    expect(paid.body.data?.createOrder.status).toBe('pagamento_aprovado');
    const cancel = await gql(
      t.app,
      'mutation($id: ID!) { cancelOrder(id: $id) { status } }',
      { id: paid.body.data!.createOrder.id },
      f.headers,
    );
    expect(cancel.body.errors?.[0]?.message).toBe('Este pedido não pode mais ser cancelado');
  });

  it('keeps one stock alert per shopper and item', async () => {
    const q = 'mutation($itemId: ID!) { setStockAlert(itemId: $itemId) }';
    expect((await gql(t.app, q, { itemId: String(f.itemA) }, f.headers)).body.data).toEqual({ setStockAlert: true });
    expect((await gql(t.app, q, { itemId: String(f.itemA) }, f.headers)).body.data).toEqual({ setStockAlert: true });
    const alerts = await t.database.db
      .selectFrom('stockAlerts')
      .select('id')
      .where('userId', '=', f.clienteId)
      .where('itemId', '=', f.itemA)
      .execute();
    expect(alerts).toHaveLength(1);
  });
});
