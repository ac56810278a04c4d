import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/app.js';
import type { FreightResult } from '../../graphql/generated/resolvers.js';
import { findStoreBySlug, type StoreRow } from '../stores/repository.js';
import { calculateFreight } from './freight.js';

const FREIGHT = `query ($postalCode: String!, $storeId: ID, $price: Int, $address: FreightAddressInput, $shippingId: ID) {
  calcFreight(postalCode: $postalCode, storeId: $storeId, price: $price, address: $address, shippingId: $shippingId) {
    price freeShippingPrice minimalPurchase discount type shippingId extra reason reasonCode reasonParams
  }
}`;

describe('freight (calcFreight, calculateFreight)', () => {
  let t: TestApp;
  let store: StoreRow;
  let option: Record<'delivery' | 'shipping' | 'pickup', string>;
  const host = { host: 'petshop.localhost' };
  beforeAll(async () => {
    t = await startTestApp();
    store = (await findStoreBySlug(t.database.db, 'petshop'))!;
    const rows = await t.database.db
      .selectFrom('shippingOptions')
      .select(['id', 'type'])
      .where('storeId', '=', store.id)
      .execute();
    option = Object.fromEntries(rows.map((r) => [r.type, String(r.id)])) as typeof option;
  });
  afterAll(() => t.close());

  const quote = async (variables: Record<string, unknown>, headers = host) => {
    const { body } = await gql<{ calcFreight: FreightResult | null }>(t.app, FREIGHT, variables, headers);
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!.calcFreight;
  };

  it('delivers to 01310-100 for R$ 9,90 below R$ 150,00, free from R$ 150,00 on, next day', async () => {
    // the cart of 2 × R$ 49,90 + 1 × R$ 19,90 = R$ 119,70 pays the R$ 9,90 delivery
    expect(await quote({ postalCode: '01310-100', price: 11970 })).toEqual({
      price: 990,
      freeShippingPrice: 15000,
      minimalPurchase: 0,
      discount: 0,
      type: 'delivery',
      shippingId: option.delivery,
      extra: { deliveryDeadline: { value: 1, type: 'days' } },
      reason: null,
      reasonCode: null,
      reasonParams: null,
    });
    expect((await quote({ postalCode: '01310100', price: 14999 }))!.price).toBe(990);
    expect((await quote({ postalCode: '01310100', price: 15000 }))!.price).toBe(0);
    expect((await quote({ postalCode: '01310100', storeId: String(store.id), price: 20000 }))!.price).toBe(0);
  });

  it('uses the second band for Osasco (06013-000): R$ 19,90 below R$ 250,00, two days', async () => {
    expect(await quote({ postalCode: '06013-000', price: 24999 })).toMatchObject({
      price: 1990,
      freeShippingPrice: 25000,
      extra: { deliveryDeadline: { value: 2, type: 'days' } },
    });
    expect((await quote({ postalCode: '06013-000', price: 25000 }))!.price).toBe(0);
  });

  it("does not deliver to Rio de Janeiro (20040-002): -1 with 'Não entregamos nesta região' and its key", async () => {
    expect(await quote({ postalCode: '20040-002', price: 11970 })).toEqual({
      price: -1,
      freeShippingPrice: null,
      minimalPurchase: 0,
      discount: 0,
      type: null,
      shippingId: null,
      extra: { deliveryDeadline: null },
      reason: 'Não entregamos nesta região',
      reasonCode: 'freight.notServed',
      reasonParams: {},
    });
  });

  it('quotes a chosen option: the post reaches Rio for R$ 29,90, pickup is free, an unknown option is -1', async () => {
    expect(await quote({ postalCode: '20040-002', price: 11970, shippingId: option.shipping })).toMatchObject({
      price: 2990,
      type: 'shipping',
      shippingId: option.shipping,
      extra: { deliveryDeadline: { value: 5, type: 'days' } },
    });
    // an option without freight rules charges its flat amount; the deadline falls back to the store's
    expect(await quote({ postalCode: '20040-002', price: 11970, shippingId: option.pickup })).toMatchObject({
      price: 0,
      type: 'pickup',
      shippingId: option.pickup,
      extra: { deliveryDeadline: { value: 2, type: 'days' } },
      reason: null,
    });
    const loja = await t.database.db
      .selectFrom('shippingOptions')
      .select('id')
      .where('storeId', '!=', store.id)
      .executeTakeFirstOrThrow();
    for (const shippingId of [String(loja.id), '99999999', 'abc']) {
      expect(await quote({ postalCode: '01310-100', price: 11970, shippingId })).toMatchObject({
        price: -1,
        reason: 'Não entregamos nesta região',
        reasonCode: 'freight.notServed',
      });
    }
  });

  it('answers null for another store id', async () => {
    const loja = (await findStoreBySlug(t.database.db, 'loja'))!;
    expect(await quote({ postalCode: '01310-100', price: 11970, storeId: String(loja.id) })).toBeNull();
  });

  it('refuses a bad CEP, a negative price and impossible coordinates with validation errors', async () => {
    const errors = async (variables: Record<string, unknown>) =>
      (await gql(t.app, FREIGHT, variables, host)).body.errors?.[0]?.extensions;
    expect(await errors({ postalCode: '0131-100', price: 100 })).toMatchObject({
      category: 'validation',
      validation: { postalCode: ['CEP deve ser válido'] },
    });
    expect(await errors({ postalCode: '01310-10x', price: 100 })).toMatchObject({
      validation: { postalCode: ['CEP deve ser válido'] },
    });
    expect(await errors({ postalCode: '01310-100', price: -1 })).toMatchObject({
      validation: { price: ['Informe um valor de compra válido'] },
    });
    expect(await errors({ postalCode: '01310-100', address: { latitude: 100, longitude: 0 } })).toMatchObject({
      validation: { address: ['Coordenadas inválidas'] },
    });
  });

  it('is the same quote for orders, which pass the server-priced subtotal', async () => {
    const viaApi = await quote({ postalCode: '01310-100', price: 11970 });
    const direct = await calculateFreight(t.database.db, store, { postalCode: '01310100', subtotal: 11970 });
    expect({ ...direct, shippingId: String(direct.shippingId), reasonMessage: undefined }).toEqual(viaApi);
  });

  describe('with extra rules', () => {
    const db = () => t.database.db;
    let added: number[] = [];
    beforeAll(async () => {
      const base = {
        shippingOptionId: Number(option.delivery),
        freeShippingPrice: null,
        deadlineValue: null,
        deadlineType: null,
        sequence: 0,
      };
      const rows = await db()
        .insertInto('freightRules')
        .values([
          // Manaus: R$ 25,00 less a R$ 5,00 discount, only from R$ 50,00 of purchase
          {
            ...base,
            postalCodeStart: '69000000',
            postalCodeEnd: '69999999',
            maxDistanceMeters: null,
            price: 2500,
            minimalPurchase: 5000,
            discount: 500,
          },
          // within 1,5 km of the shop, whatever the CEP: R$ 5,00 (matched before the bands)
          {
            ...base,
            postalCodeStart: null,
            postalCodeEnd: null,
            maxDistanceMeters: 1500,
            price: 500,
            minimalPurchase: 0,
            discount: 0,
          },
        ])
        .returning('id')
        .execute();
      added = rows.map((r) => r.id);
    });
    afterAll(async () => {
      await db().deleteFrom('freightRules').where('id', 'in', added).execute();
    });

    it('refuses below the minimal purchase (-1, minimalPurchase and the reason) and applies the discount above it', async () => {
      expect(await quote({ postalCode: '69005-070', price: 4999 })).toMatchObject({
        price: -1,
        minimalPurchase: 5000,
        type: 'delivery',
        shippingId: option.delivery,
        reason: 'Compra mínima de R$ 50,00 para entrega nesta região',
        reasonCode: 'freight.minimumPurchase',
        reasonParams: { amount: 5000 },
      });
      expect(await quote({ postalCode: '69005-070', price: 5000 })).toMatchObject({
        price: 2000,
        discount: 500,
        minimalPurchase: 5000,
        reason: null,
        reasonCode: null,
      });
    });

    it("matches by distance from the shop: the CEP's position from the local table, or the address's when given", async () => {
      // Avenida Paulista (01310-100) is 1 090 m from Rua Augusta 1020: R$ 5,00; Praça da Sé (01001-000), 2 138 m: the band's R$ 9,90
      expect((await quote({ postalCode: '01310-100', price: 1000 }))!.price).toBe(500);
      expect((await quote({ postalCode: '01001-000', price: 1000 }))!.price).toBe(990);
      // Faria Lima (04538-133) is 4,6 km away by its CEP, but the address says next door
      expect((await quote({ postalCode: '04538-133', price: 1000 }))!.price).toBe(990);
      expect(
        (await quote({ postalCode: '04538-133', price: 1000, address: { latitude: -23.554, longitude: -46.655 } }))!
          .price,
      ).toBe(500);
      expect(
        (await quote({
          postalCode: '04538-133',
          price: 1000,
          address: { coords: { latitude: -23.554, longitude: -46.655 } },
        }))!.price,
      ).toBe(500);
      // a CEP the local table does not know has no position: the distance rule cannot match
      expect((await quote({ postalCode: '01311-000', price: 1000 }))!.price).toBe(990);
    });
  });
});
