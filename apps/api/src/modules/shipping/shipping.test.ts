import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, gql, startTestApp, type TestApp } from '../../../test/app.js';
import { findStoreBySlug, type StoreRow } from '../stores/repository.js';

const METHOD =
  'id type label gateway supportedTypes supportedNetworks installments { number_installments min_installment_value }';
const OPTION = `id type label amount usePostalCodes paymentMethods { ${METHOD} }`;

type Method = {
  id: string;
  type: string;
  label: string;
  gateway: string | null;
  supportedTypes: string[];
  installments: Record<string, number>;
};
type Option = {
  id: string;
  type: string;
  label: string;
  amount: number;
  usePostalCodes: boolean;
  paymentMethods: Method[];
};

describe('shipping options and payment methods', () => {
  let t: TestApp;
  let store: StoreRow;
  let loja: StoreRow;
  const host = { host: 'petshop.localhost' };
  beforeAll(async () => {
    t = await startTestApp();
    store = (await findStoreBySlug(t.database.db, 'petshop'))!;
    loja = (await findStoreBySlug(t.database.db, 'loja'))!;
  });
  afterAll(() => t.close());

  const options = async (headers: Record<string, string> = host, storeId: string | null = null) => {
    const { body } = await gql<{ shippingOptions: Option[] }>(
      t.app,
      `query ($s: ID) { shippingOptions(storeId: $s) { ${OPTION} } }`,
      { s: storeId },
      headers,
    );
    return body.data!.shippingOptions;
  };

  it('lists the active options by sequence, each with the payment methods it accepts', async () => {
    const list = await options(host, String(store.id));
    expect(list.map((o) => [o.type, o.label, o.amount, o.usePostalCodes])).toEqual([
      ['delivery', 'Entrega', 0, true],
      ['shipping', 'Envio pelos Correios', 0, true],
      ['pickup', 'Retirar na loja', 0, false],
    ]);
    const labels = (o: Option | undefined) => o?.paymentMethods.map((m) => m.label);
    expect(labels(list[0])).toEqual([
      'Pix',
      'Dinheiro',
      'Cartão de crédito/débito',
      'Boleto / Link / Pix pelo gateway',
    ]);
    // parcels sent by post are paid online only
    expect(labels(list[1])).toEqual(['Cartão de crédito/débito', 'Boleto / Link / Pix pelo gateway']);
    expect(list[0]!.paymentMethods[2]).toMatchObject({
      type: 'card',
      gateway: 'sandbox',
      supportedTypes: ['credit', 'debit'],
      installments: { number_installments: 6, min_installment_value: 5000 },
    });
  });

  it('leaves out inactive options and inactive payment methods', async () => {
    const db = t.database.db;
    const cash = await db
      .selectFrom('paymentMethods')
      .select('id')
      .where('storeId', '=', store.id)
      .where('type', '=', 'simple')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('shippingOptions')
      .set({ active: 0 })
      .where('storeId', '=', store.id)
      .where('type', '=', 'shipping')
      .execute();
    await db.updateTable('paymentMethods').set({ active: 0 }).where('id', '=', cash.id).execute();
    try {
      const list = await options();
      expect(list.map((o) => o.type)).toEqual(['delivery', 'pickup']);
      expect(list[0]!.paymentMethods.map((m) => m.type)).toEqual(['pix', 'card', 'gateway']);
      const methods = await gql<{ paymentMethods: Method[] }>(t.app, '{ paymentMethods { type } }', {}, host);
      expect(methods.body.data!.paymentMethods.map((m) => m.type)).toEqual(['pix', 'card', 'gateway']);
    } finally {
      await db.updateTable('shippingOptions').set({ active: 1 }).where('storeId', '=', store.id).execute();
      await db.updateTable('paymentMethods').set({ active: 1 }).where('id', '=', cash.id).execute();
    }
  });

  it("serves each host its own store's options, and nothing for another store's id", async () => {
    const fromLoja = await options({ host: 'loja.localhost' });
    const lojaIds = await t.database.db
      .selectFrom('shippingOptions')
      .select('id')
      .where('storeId', '=', loja.id)
      .orderBy('sequence')
      .execute();
    expect(fromLoja.map((o) => Number(o.id))).toEqual(lojaIds.map((r) => r.id));
    expect(await options(host, String(loja.id))).toEqual([]);
  });

  it('answers shippingOption(id) and shipping(id) with the payment methods, null for an id that is not this store’s', async () => {
    const list = await options();
    const pickup = list[2]!;
    const query = `query ($id: ID!, $s: ID) { a: shippingOption(id: $id, storeId: $s) { ${OPTION} } b: shipping(id: $id, storeId: $s) { ${OPTION} } }`;
    const { body } = await gql<{ a: Option | null; b: Option | null }>(
      t.app,
      query,
      { id: pickup.id, s: String(store.id) },
      host,
    );
    expect(body.data).toEqual({ a: pickup, b: pickup });
    const foreign = await t.database.db
      .selectFrom('shippingOptions')
      .select('id')
      .where('storeId', '=', loja.id)
      .executeTakeFirstOrThrow();
    for (const [id, storeId] of [
      [String(foreign.id), null],
      ['99999999', null],
      ['abc', null],
      [pickup.id, String(loja.id)],
    ]) {
      const answer = await gql(t.app, query, { id, s: storeId }, host);
      expect(answer.body).toEqual({ data: { a: null, b: null } });
    }
  });

  it('lists the payment methods with their instalment terms in cents', async () => {
    const { body } = await gql<{ paymentMethods: Method[] }>(
      t.app,
      `query ($s: ID) { paymentMethods(storeId: $s) { ${METHOD} } }`,
      { s: String(store.id) },
      host,
    );
    expect(
      body.data!.paymentMethods.map((m) => [
        m.type,
        m.label,
        m.gateway,
        m.supportedTypes,
        m.installments.number_installments,
      ]),
    ).toEqual([
      ['pix', 'Pix', null, ['pix'], 1],
      ['simple', 'Dinheiro', null, [], 1],
      ['card', 'Cartão de crédito/débito', 'sandbox', ['credit', 'debit'], 6],
      ['gateway', 'Boleto / Link / Pix pelo gateway', 'sandbox', ['boleto', 'link', 'pix'], 1],
    ]);
    const other = await gql<{ paymentMethods: Method[] }>(
      t.app,
      `query ($s: ID) { paymentMethods(storeId: $s) { id } }`,
      { s: String(loja.id) },
      host,
    );
    expect(other.body.data!.paymentMethods).toEqual([]);
  });

  describe('storeCheckout', () => {
    const CHECKOUT = `query ($s: ID) { storeCheckout(storeId: $s) { shippingOptions { id type paymentMethods { id } } paymentMethods { id type } addresses { id title postalCode isMain } } }`;
    type Checkout = {
      shippingOptions: Option[];
      paymentMethods: Method[];
      addresses: { title: string; postalCode: string; isMain: boolean }[];
    };

    it("gives a visitor the options and methods with no addresses, and a customer their own addresses, main first as 'Principal'", async () => {
      const visitor = await gql<{ storeCheckout: Checkout }>(t.app, CHECKOUT, { s: String(store.id) }, host);
      expect(visitor.body.data!.storeCheckout.shippingOptions.map((o) => o.type)).toEqual([
        'delivery',
        'shipping',
        'pickup',
      ]);
      expect(visitor.body.data!.storeCheckout.paymentMethods).toHaveLength(4);
      expect(visitor.body.data!.storeCheckout.addresses).toEqual([]);

      const customer = await gql<{ storeCheckout: Checkout }>(
        t.app,
        CHECKOUT,
        {},
        await bearerFor(t, 'cliente@petshop.demo'),
      );
      expect(customer.body.data!.storeCheckout.addresses.map((a) => [a.title, a.postalCode, a.isMain])).toEqual([
        ['Principal', '01310100', true],
        ['Trabalho', '06013000', false],
      ]);
      const other = await gql<{ storeCheckout: Checkout }>(
        t.app,
        CHECKOUT,
        {},
        await bearerFor(t, 'novo@petshop.demo'),
      );
      expect(other.body.data!.storeCheckout.addresses.map((a) => a.postalCode)).not.toContain('06013000');
    });

    it("answers null for another store's id", async () => {
      const { body } = await gql(t.app, CHECKOUT, { s: String(loja.id) }, host);
      expect(body).toEqual({ data: { storeCheckout: null } });
    });
  });
});
