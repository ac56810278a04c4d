import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/app.js';

describe('guessing is limited', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('refuses coupon checks past 60 per address in 10 minutes, aliases included', async () => {
    // two requests of 30 aliased checks (a request holds at most 40 root fields)
    for (const round of [0, 1]) {
      const aliases = Array.from(
        { length: 30 },
        (_, i) => `c${i}: validateDiscountCoupon(couponCode: "TESTE${round}${i}") { valid }`,
      ).join(' ');
      const answer = await gql(t.app, `{ ${aliases} }`);
      expect(answer.body.errors).toBeUndefined();
    }
    const next = await gql(t.app, '{ validateDiscountCoupon(couponCode: "BEMVINDO10") { valid } }');
    expect(next.body.errors?.[0]).toMatchObject({
      message: 'Muitas tentativas. Tente novamente em alguns minutos.',
      extensions: { category: 'graphql', code: 'auth.tooManyAttempts', params: {} },
    });
  });

  it('refuses card tokenization past 30 per address in 10 minutes with 429', async () => {
    const store = await t.database.db
      .selectFrom('stores')
      .select('id')
      .where('slug', '=', 'petshop')
      .executeTakeFirstOrThrow();
    const method = await t.database.db
      .selectFrom('paymentMethods')
      .select('id')
      .where('storeId', '=', store.id)
      .where('type', '=', 'card')
      .executeTakeFirstOrThrow();
    const token = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { host: 'petshop.localhost' },
      payload: { grant_type: 'client_credentials', client_id: 'storefront', client_secret: 'storefront-secret' },
    });
    const headers = {
      host: 'petshop.localhost',
      authorization: `Bearer ${(token.json() as { access_token: string }).access_token}`,
    };
    const url = `/api/store/${store.id}/payment-methods/${method.id}/tokens/card`;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push(
        (await t.app.inject({ method: 'POST', url, headers, payload: { card_number: '4111111111111111' } })).statusCode,
      );
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
