import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, gql, startTestApp, type TestApp } from '../../../test/app.js';
import { couponRow, insertOrder, prepareItems, userId, type Fixture } from '../cart/testing.js';

const VALIDATE = `query ($code: String!, $s: ID, $skip: Boolean, $items: [ShoppingCartItemInput!]) {
  validateDiscountCoupon(couponCode: $code, storeId: $s, skipUserValidation: $skip, items: $items) {
    valid message
    data { couponCode description discountType discountValue minimalOrderValue ignorePromotionalItems ignoreDiscountRules categories { categoryId } discount }
  }
}`;

type Answer = {
  valid: boolean;
  message: string;
  data:
    | null
    | ({
        couponCode: string;
        discountType: string;
        discountValue: number;
        categories: { categoryId: string }[];
        discount: number;
      } & Record<string, unknown>);
};

const DAY = 24 * 60 * 60 * 1000;

describe('validateDiscountCoupon', () => {
  let t: TestApp;
  let f: Fixture;
  let cart: { itemId: string; quantity: number }[];
  const host = { host: 'petshop.localhost' };
  beforeAll(async () => {
    t = await startTestApp();
    f = await prepareItems(t.database.db);
    // 2 × R$ 49,90 + 1 × R$ 19,90 = R$ 119,70
    cart = [
      { itemId: String(f.food), quantity: 2 },
      { itemId: String(f.toy), quantity: 1 },
    ];
    const coupon = (fields: Parameters<typeof couponRow>[1]) => couponRow(f.store.id, fields);
    const coupons = [
      coupon({ code: 'INATIVO', active: 0 }),
      coupon({ code: 'FUTURO', startsAt: new Date(Date.now() + DAY).toISOString() }),
      coupon({ code: 'ESGOTADO', usageLimit: 2, usedCount: 2 }),
      coupon({ code: 'UMPORCLIENTE', usageLimitPerUser: 1 }),
      coupon({ code: 'FIXO50', discountType: 'value', discountValue: 5000 }),
    ];
    await t.database.db.insertInto('coupons').values(coupons).execute();
  });
  afterAll(() => t.close());

  const validate = async (
    code: string,
    options: { items?: unknown; skip?: boolean; storeId?: string; headers?: Record<string, string> } = {},
  ) => {
    const variables = { code, items: options.items ?? null, skip: options.skip ?? null, s: options.storeId ?? null };
    const { body } = await gql<{ validateDiscountCoupon: Answer }>(t.app, VALIDATE, variables, options.headers ?? host);
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!.validateDiscountCoupon;
  };
  const message = async (code: string, items: unknown) => (await validate(code, { items })).message;

  it('applies BEMVINDO10 (10%, minimum R$ 100,00) to R$ 119,70: R$ 11,97 off, whatever the case and spaces typed', async () => {
    expect(await validate(' bemvindo10 ', { items: cart, storeId: String(f.store.id) })).toEqual({
      valid: true,
      message: 'Cupom aplicado com sucesso!',
      data: {
        couponCode: 'BEMVINDO10',
        description: '10% de desconto na primeira compra',
        discountType: 'percentage',
        discountValue: 10,
        minimalOrderValue: 10000,
        ignorePromotionalItems: false,
        ignoreDiscountRules: false,
        categories: [],
        discount: 1197,
      },
    });
  });

  it("checks a signed-in user's server cart when no items are sent", async () => {
    const headers = await bearerFor(t, 'cliente@petshop.demo');
    const set = await gql(
      t.app,
      'mutation ($i: [ShoppingCartItemInput!]!) { setShoppingCartItem(items: $i) { total } }',
      { i: cart },
      headers,
    );
    expect(set.body.data).toEqual({ setShoppingCartItem: { total: 11970 } });
    expect(await validate('BEMVINDO10', { headers })).toMatchObject({ valid: true, data: { discount: 1197 } });
    // a visitor without items has an empty cart
    expect(await validate('BEMVINDO10')).toEqual({
      valid: false,
      message: 'Não foi possível aplicar o cupom',
      data: null,
    });
  });

  it('takes a fixed value: DESCONTO20 is R$ 20,00 off R$ 119,70', async () => {
    expect(await validate('DESCONTO20', { items: cart })).toMatchObject({
      valid: true,
      data: { discountType: 'value', discountValue: 2000, minimalOrderValue: 8000, discount: 2000 },
    });
  });

  it("answers 'Cupom não é válido' for unknown, inactive, another store's, not yet started, expired and used-up coupons", async () => {
    for (const code of ['NAOEXISTE', '', 'INATIVO', 'MERCEARIA15', 'FUTURO', 'VENCIDO', 'ESGOTADO']) {
      expect(await validate(code, { items: cart }), code).toEqual({
        valid: false,
        message: 'Cupom não é válido',
        data: null,
      });
    }
    const loja = await t.database.db
      .selectFrom('stores')
      .select('id')
      .where('slug', '=', 'loja')
      .executeTakeFirstOrThrow();
    expect(await validate('BEMVINDO10', { items: cart, storeId: String(loja.id) })).toMatchObject({
      valid: false,
      message: 'Cupom não é válido',
    });
  });

  it('gives every cart message of spec 8 verbatim', async () => {
    // R$ 49,90 is below BEMVINDO10's R$ 100,00
    expect(await message('BEMVINDO10', [{ itemId: String(f.food), quantity: 1 }])).toBe(
      'Compra mínima de R$ 100,00 para aplicar o cupom',
    );
    // R$ 50,00 off a R$ 19,90 cart
    expect(await message('FIXO50', [{ itemId: String(f.toy), quantity: 1 }])).toBe(
      'Este cupom não é válido para o valor total do carrinho',
    );
    // SEMPROMO (15%, minimum R$ 50,00, not on promotions): only promotional items
    expect(await message('SEMPROMO', [{ itemId: String(f.promo), quantity: 3 }])).toBe(
      'Este cupom não é válido em produtos promocionais',
    );
    // 2 × R$ 30,00 promotional + R$ 19,90: R$ 79,90 in all, but only R$ 19,90 outside promotions
    expect(
      await message('SEMPROMO', [
        { itemId: String(f.promo), quantity: 2 },
        { itemId: String(f.toy), quantity: 1 },
      ]),
    ).toBe('Este cupom não se aplica para produtos promocionais. Compra mínima de R$ 50,00.');
    // RACAO15 covers food only
    expect(await message('RACAO15', [{ itemId: String(f.toy), quantity: 3 }])).toBe(
      'Este cupom não é válido para os produtos do carrinho',
    );
    expect(await message('UNICO', [])).toBe('Não foi possível aplicar o cupom');
  });

  it('discounts only the eligible lines: RACAO15 is 15% of the R$ 99,80 of food, SEMPROMO 15% of what is not on promotion', async () => {
    const food = await validate('RACAO15', { items: cart });
    expect(food).toMatchObject({ valid: true, data: { discount: 1497 } });
    expect(food.data!.categories.length).toBeGreaterThan(0);
    // R$ 30,00 promotional + 2 × R$ 49,90: 15% of R$ 99,80 = R$ 14,97
    const mixed = await validate('SEMPROMO', {
      items: [
        { itemId: String(f.promo), quantity: 1 },
        { itemId: String(f.food), quantity: 2 },
      ],
    });
    expect(mixed).toMatchObject({ valid: true, data: { ignorePromotionalItems: true, discount: 1497 } });
  });

  it('counts a per-user limit for the signed-in user only, unless skipUserValidation', async () => {
    const db = t.database.db;
    const coupon = await db
      .selectFrom('coupons')
      .select('id')
      .where('code', '=', 'UMPORCLIENTE')
      .executeTakeFirstOrThrow();
    const cliente = await userId(db, 'cliente@petshop.demo');
    const orderId = await insertOrder(db, f.store.id, cliente);
    await db
      .insertInto('couponUsages')
      .values({ couponId: coupon.id, userId: cliente, orderId, createdAt: new Date().toISOString() })
      .execute();

    const headers = await bearerFor(t, 'cliente@petshop.demo');
    expect(await validate('UMPORCLIENTE', { items: cart, headers })).toMatchObject({
      valid: false,
      message: 'Cupom não é válido',
    });
    expect(await validate('UMPORCLIENTE', { items: cart, headers, skip: true })).toMatchObject({
      valid: true,
      data: { discount: 1197 },
    });
    expect(
      await validate('UMPORCLIENTE', { items: cart, headers: await bearerFor(t, 'novo@petshop.demo') }),
    ).toMatchObject({ valid: true });
    expect(await validate('UMPORCLIENTE', { items: cart })).toMatchObject({ valid: true });
  });

  it('refuses bad item quantities with the cart validation error', async () => {
    const { body } = await gql(
      t.app,
      VALIDATE,
      { code: 'BEMVINDO10', items: [{ itemId: String(f.food), quantity: 0 }] },
      host,
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({
      category: 'validation',
      validation: { quantity: ['Informe uma quantidade inteira de 1 a 999'] },
    });
  });
});
