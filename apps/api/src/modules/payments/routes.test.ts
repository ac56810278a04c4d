import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, startTestApp, type TestApp } from '../../../test/app.js';
import { signToken } from '../auth/jwt.js';
import { createServices, type Services } from '../../services.js';
import { SANDBOX_CARDS } from './sandbox-cards.js';
import { saveCard } from './service.js';
import { methodOf } from './test-fixtures.js';

let t: TestApp;
let services: Services;
let petshop: number;
let loja: number;
let card: number;
let appToken: Record<string, string>;
let customer: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  services = createServices(t.config, t.database);
  const { db } = t.database;
  petshop = (await db.selectFrom('stores').select('id').where('slug', '=', 'petshop').executeTakeFirstOrThrow()).id;
  loja = (await db.selectFrom('stores').select('id').where('slug', '=', 'loja').executeTakeFirstOrThrow()).id;
  card = (await methodOf(db, 'petshop', 'card')).id;
  appToken = {
    authorization: `Bearer ${(await signToken(services.signingSecret, { type: 'app', storeId: petshop })).token}`,
  };
  customer = await bearerFor(t, 'cliente@petshop.demo');
});
afterAll(() => t.close());

const url = (path: string, storeId = petshop, methodId = card) =>
  `/api/store/${storeId}/payment-methods/${methodId}/${path}`;
const get = (path: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: path, headers });
const tokenize = (cardNumber: unknown, headers = appToken) =>
  t.app.inject({ method: 'POST', url: url('tokens/card'), headers, payload: { card_number: cardNumber } });

describe('GET public-key and sessions', () => {
  it('answers an app token and a user token of the store', async () => {
    for (const headers of [appToken, customer]) {
      const key = await get(url('public-key'), headers);
      expect(key.statusCode).toBe(200);
      expect(key.json()).toEqual({ public_key: expect.stringMatching(/^pk_sandbox_[0-9a-f]{32}$/) });
      expect(key.headers['cache-control']).toBe('no-store');
      const session = await get(url('sessions'), headers);
      expect(session.json()).toEqual({ session: expect.stringMatching(/^sess_[0-9a-f-]{36}$/) });
    }
  });

  it("refuses a missing, forged or other store's token with 401", async () => {
    const lojaApp = {
      authorization: `Bearer ${(await signToken(services.signingSecret, { type: 'app', storeId: loja })).token}`,
    };
    for (const headers of [{}, { authorization: 'Bearer nope' }, lojaApp, { authorization: 'Basic abc' }]) {
      const response = await get(url('public-key'), headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'Invalid token',
        category: 'authentication',
        code: 'auth.invalidToken',
        params: {},
      });
    }
  });

  it("answers 404, alike, for another store's method and one that does not exist", async () => {
    const lojaCard = (await methodOf(t.database.db, 'loja', 'card')).id;
    const answers = await Promise.all(
      [
        url('public-key', petshop, lojaCard),
        url('public-key', petshop, 999999),
        url('sessions', petshop, Number.NaN),
      ].map((u) => get(u, appToken)),
    );
    for (const response of answers) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: 'Não encontrado',
        category: 'graphql',
        code: 'error.notFound',
        params: {},
      });
    }
  });

  it('answers a store id that is not an id with 401, and a method id that is not one with 404, as an unknown one', async () => {
    for (const storeId of ['abc', '0', '-1', '1.5', '99999999999', '%7B%7D']) {
      const response = await get(`/api/store/${storeId}/payment-methods/${card}/public-key`, appToken);
      expect(response.statusCode, storeId).toBe(401);
    }
    for (const methodId of ['abc', '0', '1e3', '%5B1%5D', '99999999999']) {
      const response = await get(`/api/store/${petshop}/payment-methods/${methodId}/sessions`, appToken);
      expect(response.statusCode, methodId).toBe(404);
      expect(response.json()).toEqual({
        message: 'Não encontrado',
        category: 'graphql',
        code: 'error.notFound',
        params: {},
      });
    }
  });

  it('says a method without a gateway has none', async () => {
    const cash = (await methodOf(t.database.db, 'petshop', 'simple')).id;
    const response = await get(url('public-key', petshop, cash), appToken);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: 'Gateway não suportado', category: 'payment' });
  });
});

describe('POST tokens/card', () => {
  it('gives a number_token that does not contain the number', async () => {
    const response = await tokenize('4111 1111 1111 1111');
    expect(response.statusCode).toBe(200);
    const { number_token } = response.json() as { number_token: string };
    expect(number_token).toMatch(/^ntk_/);
    expect(number_token).not.toContain('4111111111111111');
    expect(await services.gateways.sandbox.inspectToken(number_token)).toMatchObject({
      brand: 'visa',
      lastFourDigits: '1111',
    });
  });

  it("refuses an invalid or missing number with 422 'Número do cartão inválido'", async () => {
    for (const number of ['4111 1111 1111 1112', '4111', 'abcd', 4111111111111111, undefined]) {
      const response = await tokenize(number);
      expect(response.statusCode, String(number)).toBe(422);
      expect(response.json()).toEqual({
        message: 'Número do cartão inválido',
        category: 'validation',
        code: 'card.numberInvalid',
        params: {},
        validation: { card_number: ['Número do cartão inválido'] },
        fields: { card_number: [{ code: 'card.numberInvalid', params: {} }] },
      });
    }
  });

  it('reads a card_number sent as an object or a list as missing: 422, never a 500', async () => {
    for (const number of [{ number: SANDBOX_CARDS.approvedVisa }, [SANDBOX_CARDS.approvedVisa], null, true]) {
      const response = await tokenize(number);
      expect(response.statusCode, JSON.stringify(number)).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'card.numberInvalid',
        validation: { card_number: ['Número do cartão inválido'] },
      });
    }
    for (const payload of [
      JSON.stringify([{ card_number: SANDBOX_CARDS.approvedVisa }]),
      '"4111111111111111"',
      'null',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: url('tokens/card'),
        headers: { ...appToken, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(422);
    }
  });

  it('needs a token of the store', async () => {
    expect((await tokenize(SANDBOX_CARDS.approvedVisa, {})).statusCode).toBe(401);
  });
});

describe('GET cards/cofre/:cardId', () => {
  async function savedCardOf(email: string) {
    const { db } = t.database;
    const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const numberToken = await services.gateways.sandbox.tokenizeCard(SANDBOX_CARDS.approvedMastercard);
    const vaulted = (await services.gateways.sandbox.vaultCard({
      numberToken,
      cardholderName: 'LUCAS FERREIRA',
      expirationMonth: 3,
      expirationYear: 2032,
    }))!;
    await db.transaction().execute((trx) => saveCard(trx, user.id, { gateway: 'sandbox', card: vaulted }));
    return vaulted.id;
  }

  it('shows the owner the vaulted card, with a fresh number_token', async () => {
    const id = await savedCardOf('novo@petshop.demo');
    const response = await get(url(`cards/cofre/${id}`), await bearerFor(t, 'novo@petshop.demo'));
    expect(response.statusCode).toBe(200);
    const body = response.json() as Record<string, unknown>;
    expect(body).toEqual({
      brand: 'mastercard',
      cardholder_name: 'LUCAS FERREIRA',
      expiration_month: 3,
      expiration_year: 2032,
      number_token: expect.stringMatching(/^ntk_/),
      last_four_digits: '4444',
    });
    expect(await services.gateways.sandbox.inspectToken(String(body.number_token))).toMatchObject({
      lastFourDigits: '4444',
    });
  });

  it("reads the demo customer's seeded card", async () => {
    const response = await get(url('cards/cofre/tok_demo_visa'), customer);
    expect(response.json()).toMatchObject({
      brand: 'visa',
      last_four_digits: '1111',
      expiration_month: 12,
      expiration_year: 2030,
    });
  });

  it('answers 404 alike to another shopper and for an unknown card, and 401 to an app token', async () => {
    const id = await savedCardOf('empresa@petshop.demo');
    const other = await get(url(`cards/cofre/${id}`), customer);
    const unknown = await get(url('cards/cofre/vc_unknown'), customer);
    for (const response of [other, unknown]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: 'Cartão não encontrado',
        category: 'graphql',
        code: 'savedCard.notFound',
        params: {},
      });
    }
    expect((await get(url(`cards/cofre/${id}`), appToken)).statusCode).toBe(401);
  });
});
