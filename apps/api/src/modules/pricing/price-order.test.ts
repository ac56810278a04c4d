import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/app.js';
import type { Db } from '../../db/database.js';
import { isAppError } from '../../lib/errors.js';
import { couponRow, prepareItems, type Fixture } from '../cart/testing.js';
import { calculateFreight } from '../shipping/freight.js';
import { priceOrder } from './price-order.js';

const RULES =
  'query ($s: ID) { discountRules(storeId: $s) { id discountType discountValue isDefault paymentMethod { id type label } } }';

describe('priceOrder and discountRules', () => {
  let t: TestApp;
  let db: Db;
  let f: Fixture;
  let method: Record<'pix' | 'simple' | 'card', number>;
  const host = { host: 'petshop.localhost' };
  const cart = () => [
    { itemId: f.food, quantity: 2 },
    { itemId: f.toy, quantity: 1 },
  ];
  beforeAll(async () => {
    t = await startTestApp();
    db = t.database.db;
    f = await prepareItems(db);
    const rows = await db
      .selectFrom('paymentMethods')
      .select(['id', 'type'])
      .where('storeId', '=', f.store.id)
      .execute();
    method = Object.fromEntries(rows.map((r) => [r.type, r.id])) as typeof method;
    await db
      .insertInto('coupons')
      .values(couponRow(f.store.id, { code: 'SOZINHO', discountValue: 10, ignoreDiscountRules: 1 }))
      .execute();
  });
  afterAll(() => t.close());

  it('prices the hand-worked order: R$ 119,70 − R$ 11,97 (BEMVINDO10) − R$ 5,99 (Pix 5%) + R$ 9,90 = R$ 111,64', async () => {
    // 2 × R$ 49,90 + 1 × R$ 19,90 = R$ 119,70, below R$ 150,00: delivery to 01310-100 costs R$ 9,90
    const freight = await calculateFreight(db, f.store, { postalCode: '01310-100', subtotal: 11970 });
    const priced = await priceOrder(db, {
      store: f.store,
      buyer: null,
      lines: cart(),
      couponCode: 'bemvindo10',
      paymentMethodId: method.pix,
      freight: freight.price,
    });
    // 10% of 119,70 = 11,97; 5% of 119,70 = 5,985 → 5,99 (half away from zero)
    expect({ ...priced, lines: priced.lines.length, coupon: priced.coupon?.coupon.code }).toEqual({
      subtotal: 11970,
      couponDiscount: 1197,
      paymentDiscount: 599,
      freight: 990,
      total: 11164,
      lines: 2,
      coupon: 'BEMVINDO10',
      freightQuote: null,
    });
  });

  it('gives no payment discount for cash (its rule is not default) or a card, nor with a coupon that ignores the rules', async () => {
    for (const paymentMethodId of [method.simple, method.card, null]) {
      const priced = await priceOrder(db, {
        store: f.store,
        buyer: null,
        lines: cart(),
        paymentMethodId,
        freight: 990,
      });
      expect(priced).toMatchObject({ subtotal: 11970, couponDiscount: 0, paymentDiscount: 0, total: 12960 });
    }
    // SOZINHO: 10% that does not combine: 119,70 − 11,97 + 9,90 = 117,63
    const alone = await priceOrder(db, {
      store: f.store,
      buyer: null,
      lines: cart(),
      couponCode: 'SOZINHO',
      paymentMethodId: method.pix,
      freight: 990,
    });
    expect(alone).toMatchObject({ couponDiscount: 1197, paymentDiscount: 0, total: 11763 });
  });

  it('quotes the freight itself with the server subtotal when given where to deliver', async () => {
    const pickup = await db
      .selectFrom('shippingOptions')
      .select('id')
      .where('storeId', '=', f.store.id)
      .where('type', '=', 'pickup')
      .executeTakeFirstOrThrow();
    // 3 × R$ 49,90 = R$ 149,70 is still below R$ 150,00: R$ 9,90; 4 × = R$ 199,60 ships free
    const three = await priceOrder(db, {
      store: f.store,
      buyer: null,
      lines: [{ itemId: f.food, quantity: 3 }],
      freight: { postalCode: '01310-100' },
    });
    expect(three).toMatchObject({
      subtotal: 14970,
      freight: 990,
      total: 15960,
      freightQuote: { price: 990, type: 'delivery' },
    });
    const four = await priceOrder(db, {
      store: f.store,
      buyer: null,
      lines: [{ itemId: f.food, quantity: 4 }],
      freight: { postalCode: '01310-100' },
    });
    expect(four).toMatchObject({ subtotal: 19960, freight: 0, total: 19960 });
    const atShop = await priceOrder(db, {
      store: f.store,
      buyer: null,
      lines: cart(),
      freight: { postalCode: null, shippingOptionId: pickup.id },
    });
    expect(atShop).toMatchObject({ freight: 0, total: 11970, freightQuote: { price: 0, type: 'pickup' } });
    const rio = await priceOrder(db, {
      store: f.store,
      buyer: null,
      lines: cart(),
      freight: { postalCode: '20040-002' },
    });
    expect(rio).toMatchObject({
      freight: 0,
      total: 11970,
      freightQuote: { price: -1, reason: 'Não entregamos nesta região' },
    });
  });

  it('counts freight -1 (not served) and no freight as 0: Pix alone on R$ 119,70 → R$ 113,71', async () => {
    for (const freight of [-1, null]) {
      const priced = await priceOrder(db, {
        store: f.store,
        buyer: null,
        lines: cart(),
        paymentMethodId: method.pix,
        freight,
      });
      expect(priced).toMatchObject({ freight: 0, paymentDiscount: 599, total: 11371 });
    }
  });

  it('refuses an order whose coupon does not apply or whose items are unavailable', async () => {
    const refusal = async (run: Promise<unknown>) => {
      try {
        await run;
      } catch (error) {
        if (isAppError(error))
          return { category: error.category, message: error.message, validation: error.details.validation };
        throw error;
      }
      throw new Error('expected a refusal');
    };
    const small = [{ itemId: f.toy, quantity: 1 }];
    expect(
      await refusal(
        priceOrder(db, { store: f.store, buyer: null, lines: small, couponCode: 'BEMVINDO10', freight: 0 }),
      ),
    ).toEqual({
      category: 'validation',
      message: 'Compra mínima de R$ 100,00 para aplicar o cupom',
      validation: { discountCouponCode: ['Compra mínima de R$ 100,00 para aplicar o cupom'] },
    });
    const foreign = await db
      .selectFrom('items')
      .select('id')
      .where('storeId', '=', f.other.id)
      .executeTakeFirstOrThrow();
    expect(
      await refusal(
        priceOrder(db, {
          store: f.store,
          buyer: null,
          lines: [...small, { itemId: foreign.id, quantity: 1 }],
          freight: 0,
        }),
      ),
    ).toMatchObject({
      validation: { items: ['Item indisponível'] },
    });
  });

  it('agrees with the coupon answer the storefront saw', async () => {
    const items = cart().map((l) => ({ itemId: String(l.itemId), quantity: l.quantity }));
    const query =
      'query ($i: [ShoppingCartItemInput!]) { validateDiscountCoupon(couponCode: "RACAO15", items: $i) { data { discount } } }';
    const { body } = await gql<{ validateDiscountCoupon: { data: { discount: number } } }>(
      t.app,
      query,
      { i: items },
      host,
    );
    const priced = await priceOrder(db, {
      store: f.store,
      buyer: null,
      lines: cart(),
      couponCode: 'RACAO15',
      freight: 0,
    });
    expect(priced.couponDiscount).toBe(body.data!.validateDiscountCoupon.data.discount);
    expect(priced.couponDiscount).toBe(1497);
  });

  it('lists the discount rules per payment method, and none (nor any payment discount) under a store-wide discount', async () => {
    const { body } = await gql<{
      discountRules: {
        discountType: string;
        discountValue: number;
        isDefault: boolean;
        paymentMethod: { type: string };
      }[];
    }>(t.app, RULES, { s: String(f.store.id) }, host);
    expect(
      body.data!.discountRules.map((r) => [r.paymentMethod.type, r.discountType, r.discountValue, r.isDefault]),
    ).toEqual([
      ['pix', 'percentage', 5, true],
      ['simple', 'value', 500, false],
    ]);
    expect((await gql(t.app, RULES, { s: String(f.other.id) }, host)).body.data).toEqual({ discountRules: [] });

    const config = JSON.parse(f.store.config) as Record<string, unknown>;
    const storeWide = JSON.stringify({ ...config, storeDiscount: { discountType: 'percentage', discountValue: 10 } });
    await db.updateTable('stores').set({ config: storeWide }).where('id', '=', f.store.id).execute();
    try {
      expect((await gql(t.app, RULES, {}, host)).body.data).toEqual({ discountRules: [] });
      const priced = await priceOrder(db, {
        store: { ...f.store, config: storeWide },
        buyer: null,
        lines: cart(),
        paymentMethodId: method.pix,
        freight: 0,
      });
      expect(priced).toMatchObject({ paymentDiscount: 0, total: 11970 });
    } finally {
      await db.updateTable('stores').set({ config: f.store.config }).where('id', '=', f.store.id).execute();
    }
  });
});
