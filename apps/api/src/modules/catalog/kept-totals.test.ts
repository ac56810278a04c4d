import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/app.js';
import { ITEMS, patchStoreConfig, PETSHOP, storeIdOf, type ItemsPage } from './testing.js';

const SEARCH = /* GraphQL */ `
  query ($q: String, $categories: [ID!]) {
    items(q: $q, categories: $categories, first: 5) {
      data {
        id
      }
      paginatorInfo {
        total
        lastPage
      }
    }
  }
`;

// Totals and search candidates are kept between requests; every write that changes them must show at once,
// whoever writes (here straight to the database, as an import tool would).
describe('kept totals follow the catalogue', () => {
  let t: TestApp;
  let storeId: number;
  beforeAll(async () => {
    t = await startTestApp();
    storeId = await storeIdOf(t, 'petshop');
  });
  afterAll(() => t.close());

  const total = async (variables: Record<string, unknown> = {}, query = ITEMS) => {
    const { body } = await gql<ItemsPage>(t.app, query, variables, PETSHOP);
    expect(body.errors).toBeUndefined();
    return body.data!.items.paginatorInfo.total;
  };
  const liveItem = () =>
    t.database.db
      .selectFrom('items')
      .select(['id', 'name', 'description', 'stockQuantity'])
      .where('storeId', '=', storeId)
      .where('deleted', '=', 0)
      .where('stockQuantity', '>', 0)
      .where('name', 'like', '%Ração%')
      .orderBy('id')
      .executeTakeFirstOrThrow();

  it('counts an item deleted, restored or renamed out of a search', async () => {
    const all = await total();
    const racao = await total({ q: 'racao' }, SEARCH);
    const item = await liveItem();
    await t.database.db.updateTable('items').set({ deleted: 1 }).where('id', '=', item.id).execute();
    expect(await total()).toBe(all - 1);
    expect(await total({ q: 'racao' }, SEARCH)).toBe(racao - 1);
    await t.database.db
      .updateTable('items')
      .set({ deleted: 0, name: 'Coleira sem nome', description: 'Sem texto' })
      .where('id', '=', item.id)
      .execute();
    expect(await total()).toBe(all);
    expect(await total({ q: 'racao' }, SEARCH)).toBe(racao - 1);
    await t.database.db
      .updateTable('items')
      .set({ name: item.name, description: item.description })
      .where('id', '=', item.id)
      .execute();
    expect(await total({ q: 'racao' }, SEARCH)).toBe(racao);
  });

  it('counts an item that runs out (or comes back) where items without stock are hidden', async () => {
    const restore = await patchStoreConfig(t, 'petshop', { hideItemsWithoutStock: true });
    try {
      const shown = await total();
      const item = await liveItem();
      await t.database.db.updateTable('items').set({ stockQuantity: 0 }).where('id', '=', item.id).execute();
      expect(await total()).toBe(shown - 1);
      await t.database.db
        .updateTable('items')
        .set({ stockQuantity: item.stockQuantity })
        .where('id', '=', item.id)
        .execute();
      expect(await total()).toBe(shown);
    } finally {
      await restore();
    }
  });

  it('counts a category that gains an item, and a where on stock every time', async () => {
    const link = await t.database.db
      .selectFrom('itemCategories')
      .select(['itemId', 'categoryId'])
      .orderBy('categoryId')
      .executeTakeFirstOrThrow();
    const inCategory = await total({ categories: [String(link.categoryId)] }, SEARCH);
    const outside = await t.database.db
      .selectFrom('items')
      .select('id')
      .where('storeId', '=', storeId)
      .where('deleted', '=', 0)
      .where(
        'id',
        'not in',
        t.database.db.selectFrom('itemCategories').select('itemId').where('categoryId', '=', link.categoryId),
      )
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('itemCategories')
      .values({ itemId: outside.id, categoryId: link.categoryId })
      .execute();
    expect(await total({ categories: [String(link.categoryId)] }, SEARCH)).toBe(inCategory + 1);

    const where = { column: 'STOCK_QUANTITY', operator: 'GTE', value: 5 };
    const many = await total({ where });
    const item = await liveItem();
    await t.database.db
      .updateTable('items')
      .set({ stockQuantity: item.stockQuantity >= 5 ? 1 : 50 })
      .where('id', '=', item.id)
      .execute();
    expect(await total({ where })).toBe(item.stockQuantity >= 5 ? many - 1 : many + 1);
  });
});
