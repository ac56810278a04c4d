import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, liftClientBudgets, startTestApp, type TestApp } from '../../../test/app.js';
import { ITEM, ITEMS, patchStoreConfig, PETSHOP, storeIdOf, type ItemsPage } from './testing.js';

describe('items', () => {
  let t: TestApp;
  let petshopId: number;
  /** Live items of the pet shop (the seed's 300). */
  let live: number;
  const list = async (variables: Record<string, unknown> = {}, headers: Record<string, string> = PETSHOP) => {
    const res = await gql<ItemsPage>(t.app, ITEMS, variables, headers);
    expect(res.body.errors).toBeUndefined();
    return res.body.data!.items;
  };
  const rowsOf = async (ids: string[]) => {
    const rows = await t.database.db
      .selectFrom('items')
      .select(['id', 'stockQuantity', 'ranking', 'price'])
      .where('id', 'in', ids.map(Number))
      .execute();
    const byId = new Map(rows.map((r) => [String(r.id), r]));
    return ids.map((id) => byId.get(id)!);
  };

  // many pages from one address: this file checks what they hold
  let restoreBudgets = () => {};
  beforeAll(async () => {
    t = await startTestApp();
    restoreBudgets = liftClientBudgets();
    petshopId = await storeIdOf(t, 'petshop');
    const count = await t.database.db
      .selectFrom('items')
      .select((e) => e.fn.countAll<number>().as('n'))
      .where('storeId', '=', petshopId)
      .where('deleted', '=', 0)
      .executeTakeFirstOrThrow();
    live = Number(count.n);
  });
  afterAll(async () => {
    restoreBudgets();
    await t.close();
  });

  it('pages the live catalogue 20 at a time by default, with Lighthouse paginator info', async () => {
    const first = await list();
    const lastPage = Math.ceil(live / 20);
    expect(live).toBeGreaterThan(40);
    expect(first.paginatorInfo).toEqual({
      count: 20,
      currentPage: 1,
      hasMorePages: true,
      lastPage,
      perPage: 20,
      total: live,
      firstItem: 1,
      lastItem: 20,
    });
    const second = await list({ page: 2 });
    expect(second.paginatorInfo).toMatchObject({ count: 20, currentPage: 2, hasMorePages: true, firstItem: 21 });
    const firstIds = new Set(first.data.map((i) => i.id));
    expect(second.data.some((i) => firstIds.has(i.id))).toBe(false);
    const last = await list({ page: lastPage });
    expect(last.paginatorInfo).toMatchObject({
      count: live - (lastPage - 1) * 20,
      currentPage: lastPage,
      hasMorePages: false,
      lastPage,
    });
    const beyond = await list({ page: lastPage + 1 });
    expect(beyond).toEqual({
      data: [],
      paginatorInfo: expect.objectContaining({ count: 0, hasMorePages: false, lastPage, firstItem: null }),
    });
    expect(first.data.every((i) => i.storeId === String(petshopId) && Number.isInteger(i.price))).toBe(true);
  });

  it('orders by stock then ranking, both descending, unless told otherwise', async () => {
    const { data } = await list({ first: 100 });
    const rows = await rowsOf(data.map((i) => i.id));
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      expect(a.stockQuantity > b.stockQuantity || (a.stockQuantity === b.stockQuantity && a.ranking >= b.ranking)).toBe(
        true,
      );
    }
    const byPrice = await list({ first: 50, orderBy: [{ column: 'PRICE', order: 'ASC' }] });
    const prices = byPrice.data.map((i) => i.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('serves the home rows: promotions (in stock when hidden), most searched, per category', async () => {
    const promo = await list({ first: 20, page: 1, where: { column: 'PROMOTIONAL_PRICE', operator: 'GT', value: 0 } });
    expect(promo.data).toHaveLength(20);
    expect(promo.data.every((i) => i.promotionalPrice > 0 && i.promotionalPrice < i.price)).toBe(true);
    const promos = await t.database.db
      .selectFrom('items')
      .select('id')
      .where('storeId', '=', petshopId)
      .where('deleted', '=', 0)
      .where('promotionalPrice', '>', 0)
      .execute();
    expect(promo.paginatorInfo.total).toBe(promos.length);

    const inStock = await list({
      first: 20,
      where: {
        column: 'PROMOTIONAL_PRICE',
        operator: 'GT',
        value: 0,
        AND: [{ column: 'STOCK_QUANTITY', operator: 'GT', value: 0 }],
      },
    });
    expect(inStock.paginatorInfo.total).toBeLessThan(promos.length);
    expect(inStock.data.every((i) => i.promotionalPrice > 0 && i.stockQuantity > 0)).toBe(true);

    const ranking = await list({ first: 20, orderBy: [{ column: 'RANKING', order: 'DESC' }] });
    const rankings = (await rowsOf(ranking.data.map((i) => i.id))).map((r) => r.ranking);
    expect(rankings).toEqual([...rankings].sort((a, b) => b - a));
    const top = await t.database.db
      .selectFrom('items')
      .select('ranking')
      .where('storeId', '=', petshopId)
      .where('deleted', '=', 0)
      .orderBy('ranking', 'desc')
      .executeTakeFirstOrThrow();
    expect(rankings[0]).toBe(top.ranking);
  });

  it('filters a category with everything below it', async () => {
    const { db } = t.database;
    const dogs = await db
      .selectFrom('categories')
      .select('id')
      .where('storeId', '=', petshopId)
      .where('name', '=', 'Cães')
      .where('parentId', 'is', null)
      .executeTakeFirstOrThrow();
    const all = await db.selectFrom('categories').select(['id', 'parentId']).where('storeId', '=', petshopId).execute();
    const below = new Set([dogs.id]);
    // Parents come before children by id (the seed inserts level by level), so one pass collects the subtree.
    for (const c of [...all].sort((a, b) => a.id - b.id))
      if (c.parentId !== null && below.has(c.parentId)) below.add(c.id);
    expect(below.size).toBeGreaterThan(10);
    const links = await db
      .selectFrom('itemCategories')
      .innerJoin('items', 'items.id', 'itemCategories.itemId')
      .select(['itemCategories.itemId', 'itemCategories.categoryId'])
      .where('items.deleted', '=', 0)
      .where('items.storeId', '=', petshopId)
      .execute();
    const expected = new Set(links.filter((l) => below.has(l.categoryId)).map((l) => String(l.itemId)));
    expect(expected.size).toBeGreaterThan(20);

    const page = await list({ categories: [String(dogs.id)], first: 100 });
    expect(page.paginatorInfo.total).toBe(expected.size);
    expect(page.data.every((i) => expected.has(i.id))).toBe(true);
    // A leaf three levels down is its own subtree.
    const leaf = links.find((l) => below.has(l.categoryId))!;
    const leafPage = await list({ categories: [String(leaf.categoryId)], first: 100 });
    expect(leafPage.data.map((i) => i.id).sort()).toEqual(
      links
        .filter((l) => l.categoryId === leaf.categoryId)
        .map((l) => String(l.itemId))
        .sort(),
    );
  });

  it('hides items without stock from listings only while the store says so', async () => {
    const before = await list({ first: 100 });
    const outOfStock = await t.database.db
      .selectFrom('items')
      .select('id')
      .where('storeId', '=', petshopId)
      .where('deleted', '=', 0)
      .where('stockQuantity', '<=', 0)
      .execute();
    expect(outOfStock.length).toBeGreaterThan(0);
    const restore = await patchStoreConfig(t, 'petshop', { hideItemsWithoutStock: true });
    try {
      const hidden = await list({ first: 100 });
      expect(hidden.paginatorInfo.total).toBe(before.paginatorInfo.total - outOfStock.length);
      expect(hidden.data.every((i) => i.stockQuantity > 0)).toBe(true);
      const promo = await list({ where: { column: 'PROMOTIONAL_PRICE', operator: 'GT', value: 0 }, first: 100 });
      expect(promo.data.every((i) => i.stockQuantity > 0)).toBe(true);
      // The cart looks its lines up by id: an item that ran out must still be found there.
      const lookup = await list({ ids: [String(outOfStock[0]!.id)] });
      expect(lookup.data).toHaveLength(1);
      await patchStoreConfig(t, 'petshop', { ignoreStock: true });
      expect((await list()).paginatorInfo.total).toBe(live);
    } finally {
      await restore();
    }
    expect((await list()).paginatorInfo.total).toBe(live);
  });

  it('never lists deleted items, even when asked for them', async () => {
    const deleted = await t.database.db
      .selectFrom('items')
      .select('id')
      .where('storeId', '=', petshopId)
      .where('deleted', '=', 1)
      .execute();
    expect(deleted.length).toBeGreaterThan(0);
    const ids = deleted.map((d) => String(d.id));
    expect((await list({ ids, deleted: true })).data).toEqual([]);
    expect((await list({ deleted: true })).paginatorInfo.total).toBe(live);
    expect((await gql(t.app, ITEM, { id: ids[0] }, PETSHOP)).body.data).toEqual({ item: null });
  });
});
