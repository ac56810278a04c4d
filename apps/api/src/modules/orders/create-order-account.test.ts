import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, startTestApp, type TestApp } from '../../../test/app.js';
import { orderFixture, placeOrder } from './testing.js';

describe('createOrder asks for a ready account, as the checkout does', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof orderFixture>>;
  beforeAll(async () => {
    t = await startTestApp();
    f = await orderFixture(t);
  });
  afterAll(() => t.close());

  const basket = () => [
    { item: String(f.itemA), quantity: 2, price: 4990 },
    { item: String(f.itemB), quantity: 1, price: 1990 },
  ];
  const order = (headers: Record<string, string>) =>
    placeOrder(
      t,
      { items: basket(), shippingOption: String(f.pickup), paymentMethod: String(f.cash), changeFor: -1, total: 11970 },
      headers,
    );
  const orders = async () => (await t.database.db.selectFrom('orders').select('id').execute()).length;

  it('refuses a company awaiting approval, then one with incomplete data, and creates nothing', async () => {
    const before = await orders();
    const empresa = await bearerFor(t, 'empresa@petshop.demo');
    const pending = await order(empresa);
    expect(pending.body.errors?.[0]?.extensions).toMatchObject({
      category: 'validation',
      code: 'account.companyPending',
    });
    expect(pending.body.errors?.[0]?.message).toBe('O cadastro da sua empresa está aguardando aprovação da loja.');

    await t.database.db
      .updateTable('users')
      .set({ companyVerifiedAt: new Date().toISOString(), phone: null })
      .where('email', '=', 'empresa@petshop.demo')
      .execute();
    const incomplete = await order(empresa);
    expect(incomplete.body.errors?.[0]?.extensions).toMatchObject({
      category: 'validation',
      code: 'account.incompleteData',
    });
    expect(await orders()).toBe(before);
  });
});
