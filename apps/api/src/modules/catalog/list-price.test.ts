import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, gql, startTestApp, type TestApp } from '../../../test/app.js';
import { patchStoreConfig, PETSHOP, storeIdOf } from './testing.js';

type Priced = {
  id: string;
  price: number;
  promotionalPrice: number;
  listPrice: number | null;
  discountInfo: { price: number } | null;
};

const PRICES = /* GraphQL */ `
  query Prices($ids: [ID!], $id: ID!, $listPriceId: ID) {
    items(ids: $ids, listPriceId: $listPriceId) {
      data {
        id
        price
        promotionalPrice
        listPrice
        discountInfo {
          price
        }
      }
    }
    item(id: $id, listPriceId: $listPriceId) {
      id
      price
      promotionalPrice
      listPrice
      discountInfo {
        price
      }
    }
    listPriceItem(itemId: $id, listPriceId: $listPriceId) {
      id
      listPriceId
      itemId
      price
    }
  }
`;

describe('company price lists (spec 6)', () => {
  let t: TestApp;
  let lists: { id: number; isentoId: number };
  /** An item on both lists, one only on the company list. */
  let both: { itemId: number; company: number; exempt: number };
  let companyOnly: { itemId: number; company: number };

  const ask = async (itemId: number, headers: Record<string, string>, listPriceId?: number) => {
    const vars = {
      ids: [String(itemId)],
      id: String(itemId),
      ...(listPriceId ? { listPriceId: String(listPriceId) } : {}),
    };
    const { body } = await gql<{
      items: { data: Priced[] };
      item: Priced;
      listPriceItem: { listPriceId: string; itemId: string; price: number } | null;
    }>(t.app, PRICES, vars, headers);
    expect(body.errors).toBeUndefined();
    const { items, item, listPriceItem } = body.data!;
    // The listing and the single item always agree.
    expect(items.data[0]?.listPrice).toBe(item.listPrice);
    return { listPrice: item.listPrice, discount: item.discountInfo?.price ?? null, listPriceItem };
  };
  const setCompany = async (values: { companyVerifiedAt?: string | null; isento?: 0 | 1 }) => {
    await t.database.db.updateTable('users').set(values).where('email', '=', 'empresa@petshop.demo').execute();
  };

  beforeAll(async () => {
    t = await startTestApp();
    const { db } = t.database;
    const store = await db
      .selectFrom('stores')
      .select('config')
      .where('id', '=', await storeIdOf(t, 'petshop'))
      .executeTakeFirstOrThrow();
    lists = (JSON.parse(store.config) as { listPrice: { id: number; isentoId: number } }).listPrice;
    const rows = await db
      .selectFrom('priceListItems')
      .select(['priceListId', 'itemId', 'price'])
      .where('priceListId', 'in', [lists.id, lists.isentoId])
      .execute();
    const exempt = new Map(rows.filter((r) => r.priceListId === lists.isentoId).map((r) => [r.itemId, r.price]));
    const company = rows.filter((r) => r.priceListId === lists.id);
    const onBoth = company.find((r) => exempt.has(r.itemId))!;
    both = { itemId: onBoth.itemId, company: onBoth.price, exempt: exempt.get(onBoth.itemId)! };
    const only = company.find((r) => !exempt.has(r.itemId))!;
    companyOnly = { itemId: only.itemId, company: only.price };
  });
  afterAll(() => t.close());

  it('shows no list price to anonymous visitors or people, whatever list they name', async () => {
    for (const headers of [PETSHOP, await bearerFor(t, 'cliente@petshop.demo')]) {
      for (const listPriceId of [undefined, lists.id, lists.isentoId]) {
        expect(await ask(both.itemId, headers, listPriceId)).toMatchObject({ listPrice: null, listPriceItem: null });
      }
    }
  });

  it('shows the company list only once the store has approved the company', async () => {
    const company = await bearerFor(t, 'empresa@petshop.demo');
    expect((await ask(both.itemId, company, lists.id)).listPrice).toBeNull();
    await setCompany({ companyVerifiedAt: new Date().toISOString() });
    try {
      const seen = await ask(both.itemId, company);
      expect(seen.listPrice).toBe(both.company);
      expect(seen.discount).toBe(both.company);
      expect(seen.listPriceItem).toEqual({
        id: expect.any(String),
        listPriceId: String(lists.id),
        itemId: String(both.itemId),
        price: both.company,
      });
      expect((await ask(both.itemId, company, lists.id)).listPrice).toBe(both.company);
      // Naming a list it is not entitled to shows nothing, it never switches lists.
      expect(await ask(both.itemId, company, lists.isentoId)).toMatchObject({ listPrice: null, listPriceItem: null });
      // A store that turns company prices off hides them at once.
      const restore = await patchStoreConfig(t, 'petshop', { listPriceCompanyUsers: false });
      expect((await ask(both.itemId, company)).listPrice).toBeNull();
      await restore();
    } finally {
      await setCompany({ companyVerifiedAt: null });
    }
  });

  it('gives an approved exempt (ISENTO) company the exempt list', async () => {
    const company = await bearerFor(t, 'empresa@petshop.demo');
    await setCompany({ companyVerifiedAt: new Date().toISOString(), isento: 1 });
    try {
      expect((await ask(both.itemId, company)).listPrice).toBe(both.exempt);
      expect((await ask(both.itemId, company, lists.isentoId)).listPriceItem).toMatchObject({
        listPriceId: String(lists.isentoId),
        price: both.exempt,
      });
      // Not on the exempt list: no list price, the regular price applies.
      expect((await ask(companyOnly.itemId, company)).listPrice).toBeNull();
      // A store without an exempt list gives exempt companies the company list.
      const restore = await patchStoreConfig(t, 'petshop', { listPrice: { id: lists.id, isentoId: null } });
      expect((await ask(companyOnly.itemId, company)).listPrice).toBe(companyOnly.company);
      await restore();
    } finally {
      await setCompany({ companyVerifiedAt: null, isento: 0 });
    }
  });
});
