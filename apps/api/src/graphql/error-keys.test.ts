import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../test/app.js';
import { couponRow, prepareItems, type Fixture } from '../modules/cart/testing.js';

const host = { host: 'petshop.localhost' };

/** Clients translate answers by key: every refusal carries the catalogue key and its parameters beside the pt-BR text. */
describe('messages travel as keys with parameters', () => {
  let t: TestApp;
  let f: Fixture;
  beforeAll(async () => {
    t = await startTestApp();
    f = await prepareItems(t.database.db);
    await t.database.db
      .insertInto('coupons')
      .values(couponRow(f.store.id, { code: 'MINIMO500', minimalOrderValue: 50000 }))
      .execute();
  });
  afterAll(() => t.close());

  it('answers a coupon that does not apply with its key and the amount in cents', async () => {
    const query = `query ($items: [ShoppingCartItemInput!]) {
      validateDiscountCoupon(couponCode: "MINIMO500", items: $items) { valid message code params }
    }`;
    const { body } = await gql<{ validateDiscountCoupon: unknown }>(
      t.app,
      query,
      { items: [{ itemId: String(f.food), quantity: 2 }] },
      host,
    );
    expect(body.data?.validateDiscountCoupon).toEqual({
      valid: false,
      message: 'Compra mínima de R$ 500,00 para aplicar o cupom',
      code: 'coupon.minimumOrder',
      params: { amount: 50000 },
    });
  });

  it('names each refused field by key and parameters, keeping the pt-BR texts for other clients', async () => {
    const { body } = await gql(t.app, `{ items(first: 0, q: "${'a'.repeat(201)}") { data { id } } }`, {}, host);
    expect(body.errors?.[0]).toMatchObject({
      message: 'As informações estão incompletas',
      extensions: {
        category: 'validation',
        code: 'error.incomplete',
        params: {},
        validation: { first: ['Informe uma quantidade por página entre 1 e 100'] },
        fields: { first: [{ code: 'paging.pageSize', params: { max: 100 } }] },
      },
    });
  });

  it('gives a value GraphQL itself refuses (a fractional quantity) the key of that field', async () => {
    const mutation = `mutation ($items: [ShoppingCartItemInput!]!) { setShoppingCartItem(items: $items) { total } }`;
    const { body } = await gql(t.app, mutation, { items: [{ itemId: String(f.food), quantity: 1.5 }] }, host);
    expect(body.errors?.[0]?.extensions).toMatchObject({
      category: 'validation',
      code: 'error.incomplete',
      fields: { quantity: [{ code: 'cart.quantityInvalid', params: {} }] },
    });
  });

  it('keys an authentication refusal, which the storefront answers by signing out', async () => {
    const { body } = await gql(t.app, '{ me { id } }', {}, host);
    expect(body.errors?.[0]).toMatchObject({
      message: 'Invalid token',
      extensions: { category: 'authentication', code: 'auth.invalidToken', params: {} },
    });
  });

  it('carries the key in a REST refusal too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/cep/123', headers: host });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'CEP deve ser válido', code: 'cep.invalid', params: {} });
  });
});
