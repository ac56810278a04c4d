import { cents, discountInfo } from '@store/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/app.js';
import { firstError, ITEM, ITEMS, LOJA, PETSHOP, storeIdOf, type ItemView, type ItemsPage } from './testing.js';

describe('item and items arguments', () => {
  let t: TestApp;
  let petshopId: number;
  const list = async (variables: Record<string, unknown> = {}, headers: Record<string, string> = PETSHOP) => {
    const res = await gql<ItemsPage>(t.app, ITEMS, variables, headers);
    expect(res.body.errors).toBeUndefined();
    return res.body.data!.items;
  };

  beforeAll(async () => {
    t = await startTestApp();
    petshopId = await storeIdOf(t, 'petshop');
  });
  afterAll(() => t.close());

  it('answers one item with its images, thumbnail, attributes, relations and discount in cents', async () => {
    const { db } = t.database;
    const withVariants = await db
      .selectFrom('itemVariants')
      .innerJoin('items', 'items.id', 'itemVariants.itemId')
      .select('items.id')
      .where('items.storeId', '=', petshopId)
      .groupBy('items.id')
      .executeTakeFirstOrThrow();
    const { body } = await gql<{ item: ItemView }>(t.app, ITEM, { id: String(withVariants.id) }, PETSHOP);
    expect(body.errors).toBeUndefined();
    const item = body.data!.item;
    expect(item.images[0]).toBe(`/media/items/${item.code}.svg`);
    expect(item.thumbnail).toBe(`/media/items/${item.code}-min.svg`);
    expect(item.attrs.length).toBeGreaterThan(0);
    expect(item.attrs[0]).toEqual({ name: expect.any(String), value: expect.any(String) });
    expect(item.variants.length).toBeGreaterThanOrEqual(2);
    expect(item.categories).toHaveLength(1);
    expect(item.categories[0]!.name).toEqual(expect.any(String));
    expect(item.brand?.name).toEqual(expect.any(String));
    expect(item.listPrice).toBeNull();
    // A deleted variant is gone from the item.
    const gone = item.variants[0]!.id;
    await db.updateTable('itemVariants').set({ deleted: 1 }).where('id', '=', Number(gone)).execute();
    const again = (await gql<{ item: ItemView }>(t.app, ITEM, { id: item.id }, PETSHOP)).body.data!.item;
    expect(again.variants.map((v) => v.id)).toEqual(item.variants.slice(1).map((v) => v.id));
    await db.updateTable('itemVariants').set({ deleted: 0 }).where('id', '=', Number(gone)).execute();

    const promo = await db
      .selectFrom('items')
      .select(['id', 'price', 'promotionalPrice'])
      .where('storeId', '=', petshopId)
      .where('promotionalPrice', '>', 0)
      .executeTakeFirstOrThrow();
    const promoItem = (await gql<{ item: ItemView }>(t.app, ITEM, { id: String(promo.id) }, PETSHOP)).body.data!.item;
    expect(promoItem.discountInfo).toEqual(
      discountInfo({ price: cents(promo.price), promotionalPrice: cents(promo.promotionalPrice) }),
    );
    expect(promoItem.discountInfo?.price).toBe(promo.promotionalPrice);
  });

  it("never serves another store's items through this host", async () => {
    const lojaId = await storeIdOf(t, 'loja');
    const lojaItem = await t.database.db
      .selectFrom('items')
      .select('id')
      .where('storeId', '=', lojaId)
      .executeTakeFirstOrThrow();
    const id = String(lojaItem.id);
    expect((await gql(t.app, ITEM, { id }, PETSHOP)).body.data).toEqual({ item: null });
    expect((await gql(t.app, ITEM, { id, storeId: String(lojaId) }, PETSHOP)).body.data).toEqual({ item: null });
    expect((await list({ ids: [id] })).data).toEqual([]);
    const other = await list({ storeId: String(lojaId) });
    expect(other).toEqual({ data: [], paginatorInfo: expect.objectContaining({ total: 0, count: 0 }) });
    // Through its own host the same item is there.
    expect((await gql<{ item: ItemView }>(t.app, ITEM, { id }, LOJA)).body.data?.item?.id).toBe(id);
    expect((await gql(t.app, ITEM, { id: 'abc' }, PETSHOP)).body.data).toEqual({ item: null });
  });

  it('refuses first: 101 before running anything, and serves first: 100', async () => {
    // The request limits (graphql/limits.ts) refuse it before any resolver; the catalogue's own check
    // (validation, pt-BR message) stands behind them for any path that skips those limits.
    const { status, body } = await gql(t.app, ITEMS, { first: 101 }, PETSHOP);
    expect(status).toBe(400);
    expect(body.data ?? null).toBeNull();
    expect(['validation', 'graphql']).toContain(firstError(body).category);
    expect((await list({ first: 100 })).data).toHaveLength(100);
  });

  it('refuses a page size below 1 and a page below 1 with the pt-BR message', async () => {
    for (const first of [0, -5]) {
      const { status, body } = await gql(t.app, ITEMS, { first }, PETSHOP);
      expect(status).toBe(200);
      expect(firstError(body)).toMatchObject({
        category: 'validation',
        validation: { first: ['Informe uma quantidade por página entre 1 e 100'] },
        fields: { first: [{ code: 'paging.pageSize', params: { max: 100 } }] },
      });
    }
    expect(firstError((await gql(t.app, ITEMS, { page: 0 }, PETSHOP)).body)).toMatchObject({
      category: 'validation',
      validation: { page: ['Informe uma página a partir de 1'] },
      fields: { page: [{ code: 'paging.page', params: {} }] },
    });
  });

  it('refuses unknown sort and filter columns and operators in GraphQL validation', async () => {
    const cases = [
      { orderBy: [{ column: 'COST', order: 'DESC' }] },
      { orderBy: [{ column: 'PRICE', order: 'SIDEWAYS' }] },
      { where: { column: 'DELETED', operator: 'EQ', value: 1 } },
      { where: { column: 'PRICE', operator: 'LIKE', value: 1 } },
    ];
    for (const variables of cases) {
      // Refused by the schema's enums before any resolver: nothing but a whitelisted column reaches SQL.
      const { status, body } = await gql(t.app, ITEMS, variables, PETSHOP);
      expect(status).toBe(400);
      expect(['validation', 'graphql']).toContain(firstError(body).category);
      expect(body.data ?? null).toBeNull();
    }
    const inline = await gql(
      t.app,
      '{ items(orderBy: [{ column: "price; drop table items", order: DESC }]) { data { id } } }',
      {},
      PETSHOP,
    );
    expect(inline.status).toBe(400);
  });

  it('checks filter values and limits how deep and wide a filter may be', async () => {
    const bad = [
      { column: 'PRICE', operator: 'GT', value: 'zero' },
      { column: 'PRICE', operator: 'GT', value: 10.5 },
      { column: 'CREATED_AT', operator: 'GT', value: 'ontem' },
      { column: 'PRICE', operator: 'GT' },
    ];
    for (const where of bad)
      expect(firstError((await gql(t.app, ITEMS, { where }, PETSHOP)).body).category).toBe('validation');
    const deep = { AND: [{ AND: [{ AND: [{ AND: [{ column: 'PRICE', operator: 'GT', value: 0 }] }] }] }] };
    expect(firstError((await gql(t.app, ITEMS, { where: deep }, PETSHOP)).body).category).toBe('validation');
    const wide = { OR: Array.from({ length: 21 }, (_, i) => ({ column: 'PRICE', operator: 'EQ', value: i })) };
    expect(firstError((await gql(t.app, ITEMS, { where: wide }, PETSHOP)).body).category).toBe('validation');
  });

  it('combines where conditions with AND and OR on whitelisted columns', async () => {
    const cheap = await list({
      first: 100,
      where: {
        OR: [
          { column: 'PRICE', operator: 'LT', value: 2500 },
          { column: 'PRICE', operator: 'GTE', value: 40000 },
        ],
      },
    });
    expect(cheap.data.length).toBeGreaterThan(0);
    expect(cheap.data.every((i) => i.price < 2500 || i.price >= 40000)).toBe(true);
    const one = cheap.data[0]!;
    const byName = await list({
      where: {
        column: 'NAME',
        operator: 'EQ',
        value: one.name,
        AND: [{ column: 'ID', operator: 'EQ', value: Number(one.id) }],
      },
    });
    expect(byName.data.map((i) => i.id)).toEqual([one.id]);
    const future = await list({ where: { column: 'CREATED_AT', operator: 'GT', value: '2999-01-01T00:00:00Z' } });
    expect(future.paginatorInfo.total).toBe(0);
  });
});
