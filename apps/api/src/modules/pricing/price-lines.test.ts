import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { findStoreBySlug, type StoreRow } from '../stores/repository.js';
import { priceLines } from './price-lines.js';
import { storeRules } from '../stores/store-rules.js';

describe('priceLines: the server-side price of a line', () => {
  let t: TestApp;
  let store: StoreRow;
  let other: StoreRow;
  beforeAll(async () => {
    t = await startTestApp();
    store = (await findStoreBySlug(t.database.db, 'petshop'))!;
    other = (await findStoreBySlug(t.database.db, 'loja'))!;
  });
  afterAll(() => t.close());

  const user = (email: string) =>
    t.database.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

  async function listedItem() {
    const listId = storeRules(store).companyPriceListId!;
    return t.database.db
      .selectFrom('priceListItems')
      .innerJoin('items', 'items.id', 'priceListItems.itemId')
      .select(['items.id', 'items.price', 'items.promotionalPrice', 'priceListItems.price as listPrice'])
      .where('priceListId', '=', listId)
      .where('items.promotionalPrice', '=', 0)
      .executeTakeFirstOrThrow();
  }

  it('charges a guest the promotional price when there is one, else the price', async () => {
    const promo = await t.database.db
      .selectFrom('items')
      .selectAll()
      .where('storeId', '=', store.id)
      .where('promotionalPrice', '>', 0)
      .executeTakeFirstOrThrow();
    const { lines } = await priceLines(t.database.db, store, null, [{ itemId: promo.id, quantity: 3 }]);
    expect(lines[0]).toMatchObject({
      unitPrice: promo.promotionalPrice,
      total: promo.promotionalPrice * 3,
      promotional: true,
      listPrice: null,
    });
  });

  it('gives the company price only to a company the store has verified', async () => {
    const item = await listedItem();
    const company = await user('empresa@petshop.demo');
    expect(company.companyVerifiedAt).toBeNull();
    const pending = await priceLines(t.database.db, store, company, [{ itemId: item.id, quantity: 1 }]);
    expect(pending.lines[0]).toMatchObject({ unitPrice: item.price, listPrice: null });
    const verified = { ...company, companyVerifiedAt: new Date().toISOString() };
    const approved = await priceLines(t.database.db, store, verified, [{ itemId: item.id, quantity: 2 }]);
    expect(approved.lines[0]).toMatchObject({
      unitPrice: item.listPrice,
      listPrice: item.listPrice,
      total: item.listPrice * 2,
    });
    expect(item.listPrice).toBeLessThan(item.price);
    const person = await user('cliente@petshop.demo');
    expect(
      (await priceLines(t.database.db, store, person, [{ itemId: item.id, quantity: 1 }])).lines[0]?.listPrice,
    ).toBeNull();
  });

  it("reports another store's items, deleted and unknown ids as missing", async () => {
    const foreign = await t.database.db
      .selectFrom('items')
      .select('id')
      .where('storeId', '=', other.id)
      .executeTakeFirstOrThrow();
    const deleted = await t.database.db
      .selectFrom('items')
      .select('id')
      .where('storeId', '=', store.id)
      .where('deleted', '=', 1)
      .executeTakeFirstOrThrow();
    const { lines, missing } = await priceLines(t.database.db, store, null, [
      { itemId: foreign.id, quantity: 1 },
      { itemId: deleted.id, quantity: 1 },
      { itemId: 9_999_999, quantity: 1 },
    ]);
    expect(lines).toEqual([]);
    expect(missing).toEqual([foreign.id, deleted.id, 9_999_999]);
  });

  it("lists an item's categories with all their ancestors", async () => {
    const item = await t.database.db
      .selectFrom('items')
      .select('id')
      .where('storeId', '=', store.id)
      .executeTakeFirstOrThrow();
    const { lines } = await priceLines(t.database.db, store, null, [{ itemId: item.id, quantity: 1 }]);
    const ids = lines[0]!.categoryIds.map(Number);
    const categories = await t.database.db
      .selectFrom('categories')
      .select(['id', 'parentId'])
      .where('id', 'in', ids)
      .execute();
    // exactly one root, and every other category's parent is in the list
    expect(categories.filter((c) => c.parentId === null)).toHaveLength(1);
    for (const c of categories) if (c.parentId !== null) expect(ids).toContain(c.parentId);
  });
});
