import { findCardNumber } from '@store/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join, listen } from '../../src/modules/tracking/socket-testing.js';
import { deliveryPeople, orderUnderWay } from '../../src/modules/delivery/testing.js';
import { countOrders, placeOrder } from '../../src/modules/orders/testing.js';
import { bearerFor, gql, startTestApp, type TestApp } from '../app.js';

const ZWSP = '\u200b';
/** One Visa test number written the ways free text lets it slip past a plain digits check. */
const FORMS: Record<string, string> = {
  slashes: '4111/1111/1111/1111',
  underscores: '4111_1111_1111_1111',
  commas: '4111,1111,1111,1111',
  plus: '4111+1111+1111+1111',
  zeroWidth: [...'4111111111111111'].join(ZWSP),
  wordJoinerAndSoftHyphen: '4111\u20601111\u00ad1111\ufeff1111',
  fullWidth: '４１１１１１１１１１１１１１１１',
  arabicIndic: '٤١١١ ١١١١ ١١١١ ١١١١',
  mixed: `４１１１${ZWSP}_1111/１１${ZWSP}11+1111`,
};
const CARD = 'Não inclua números de cartão neste campo';
const KEY = 'validation.cardNumberInText';
const SET_ADDRESS = 'mutation($input: AddressInput!) { setAddress(input: $input) { id } }';
const HOME = {
  type: 'home',
  title: 'Casa',
  postalCode: '01310-100',
  address: 'Avenida Paulista',
  addressNumber: '1000',
  complement: 'apto 12',
  province: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  nearby: 'Perto do metrô',
};

type GqlError = {
  message: string;
  extensions?: {
    category?: string;
    code?: string;
    fields?: Record<string, { code: string }[]>;
    validation?: Record<string, string[]>;
  };
};

/** The refusal of one field holding a card number, as the storefront reads it. */
function refusal(errors: GqlError[] | undefined, field: string) {
  const error = errors?.[0];
  return {
    category: error?.extensions?.category,
    code: error?.extensions?.fields?.[field]?.[0]?.code,
    text: error?.extensions?.validation?.[field],
  };
}

describe('card numbers written with unusual separators or Unicode digits are refused on every free-text path', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof deliveryPeople>>;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp();
    p = await deliveryPeople(t);
    base = await listen(t.app);
  });
  afterAll(() => t.close());

  it('the forms are what a person would read as the card 4111 1111 1111 1111', () => {
    for (const [name, text] of Object.entries(FORMS)) expect(findCardNumber(text), name).toBe('4111111111111111');
  });

  it("createOrder refuses each form in the observation with 'validation.cardNumberInText' and places no order", async () => {
    const before = await countOrders(t);
    const pickup = {
      items: [{ item: String(p.f.itemA), quantity: 1, price: 4990 }],
      shippingOption: String(p.f.pickup),
      paymentMethod: String(p.f.pix),
      total: 4740,
    };
    for (const [name, form] of Object.entries(FORMS)) {
      const res = await placeOrder(t, { ...pickup, observation: `Deixar na portaria, cartão ${form}` }, p.f.headers);
      expect(refusal(res.body.errors, 'observation'), name).toEqual({
        category: 'validation',
        code: KEY,
        text: [CARD],
      });
    }
    expect(await countOrders(t)).toBe(before);
    const notes = await t.database.db.selectFrom('orders').select('observation').execute();
    expect(notes.filter((row) => findCardNumber(row.observation) !== null)).toEqual([]);
  });

  it('createOrder keeps an observation of documents, phones, dates and money written with the same separators', async () => {
    const observation =
      'CNPJ 12.345.678/0001-90 / 11.222.333/0001-81, CPF 529.982.247-25; tel +55 (11) 98765-4321 / +55_11_98765_4321; ' +
      'entregar 10/03/2025 ou 24/03/2025 - 26/03/2025, troco R$ 1.234,56 + R$ 89,90, CEP 01310-100, código 41111111111111110000';
    const pickup = {
      items: [{ item: String(p.f.itemA), quantity: 1, price: 4990 }],
      shippingOption: String(p.f.pickup),
      paymentMethod: String(p.f.pix),
      total: 4740,
    };
    const res = await placeOrder(t, { ...pickup, observation }, p.f.headers);
    expect(res.body.errors).toBeUndefined();
    const row = await t.database.db
      .selectFrom('orders')
      .select('observation')
      .where('id', '=', Number(res.body.data!.createOrder.id))
      .executeTakeFirstOrThrow();
    expect(row.observation).toBe(observation);
  });

  it('setAddress refuses each form in the complement and stores no address', async () => {
    const headers = await bearerFor(t, 'cliente@loja.demo');
    const user = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'cliente@loja.demo')
      .executeTakeFirstOrThrow();
    const addresses = () =>
      t.database.db.selectFrom('addresses').selectAll().where('userId', '=', user.id).orderBy('id').execute();
    const before = await addresses();
    for (const [name, form] of Object.entries(FORMS)) {
      const { body } = await gql(t.app, SET_ADDRESS, { input: { ...HOME, complement: `apto ${form}` } }, headers);
      expect(refusal(body.errors, 'complement'), name).toEqual({ category: 'validation', code: KEY, text: [CARD] });
      // editing an address the user has is refused the same way
      const edit = await gql(
        t.app,
        SET_ADDRESS,
        { input: { ...HOME, id: String(before[0]!.id), nearby: form } },
        headers,
      );
      expect(refusal(edit.body.errors, 'nearby'), name).toEqual({ category: 'validation', code: KEY, text: [CARD] });
    }
    expect(await addresses()).toEqual(before);
  });

  it('POST /api/register refuses each form in the name and creates no account', async () => {
    for (const [name, form] of Object.entries(FORMS)) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { host: 'petshop.localhost' },
        payload: {
          name: `Joana Lima ${form}`,
          email: `cartao.${name.toLowerCase()}@example.com`,
          phone: '(11) 98888-7777',
          password: 'Senha123',
          password_confirmation: 'Senha123',
        },
      });
      expect(res.statusCode, name).toBe(422);
      expect(res.json(), name).toMatchObject({ errors: { name: [CARD] }, fields: { name: [{ code: KEY }] } });
    }
    const users = await t.database.db.selectFrom('users').select('email').where('email', 'like', 'cartao.%').execute();
    expect(users).toEqual([]);
  });

  it('the delivery chat refuses each form from the customer and the courier, relays and keeps none of them', async () => {
    const id = await orderUnderWay(t, p);
    const customer = await join(t, base, p.customer, id);
    const courier = await join(t, base, p.courier, id);
    await Promise.all([customer.next('state'), courier.next('state')]);
    const forms = Object.entries(FORMS);
    for (const [index, [name, form]] of forms.entries()) {
      // below the chat's rate limit: half the forms from each side
      const sender = index % 2 === 0 ? customer : courier;
      sender.send({ type: 'chat', message: `meu cartão ${form}` });
      expect(await sender.next('error'), name).toEqual({ type: 'error', error: 'invalid', message: { key: KEY } });
    }
    customer.send({ type: 'chat', message: 'Portão azul, CNPJ 12.345.678/0001-90' });
    expect(await courier.next('chat')).toMatchObject({
      from: 'customer',
      message: 'Portão azul, CNPJ 12.345.678/0001-90',
    });
    await customer.next('chat');
    // the only chat either side ever saw is the clean one (each sees it once)
    for (const side of [customer, courier])
      expect(side.received.filter((m) => m.type === 'chat').map((m) => m.message)).toEqual([
        'Portão azul, CNPJ 12.345.678/0001-90',
      ]);
    const rows = await t.database.db.selectFrom('deliveryChat').select('message').where('orderId', '=', id).execute();
    expect(rows.map((row) => row.message)).toEqual(['Portão azul, CNPJ 12.345.678/0001-90']);
    customer.ws.close();
    courier.ws.close();
  });
});
