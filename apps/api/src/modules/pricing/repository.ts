import type { Db } from '../../db/database.js';
import { itemImages } from '../../db/json-columns.js';

/** The store's live items among `ids` (another store's, deleted and unknown ids are left out), images parsed. */
export async function findStoreItems(db: Db, storeId: number, ids: readonly number[]) {
  const rows = await db
    .selectFrom('items')
    .select(['id', 'code', 'name', 'images', 'price', 'promotionalPrice', 'stockQuantity'])
    .where('id', 'in', [...ids])
    .where('storeId', '=', storeId)
    .where('deleted', '=', 0)
    .execute();
  return rows.map((row) => ({ ...row, images: itemImages(row.images) }));
}

export async function findListPrices(
  db: Db,
  priceListId: number,
  itemIds: readonly number[],
): Promise<{ itemId: number; price: number }[]> {
  return db
    .selectFrom('priceListItems')
    .select(['itemId', 'price'])
    .where('priceListId', '=', priceListId)
    .where('itemId', 'in', [...itemIds])
    .execute();
}

export async function findItemCategories(db: Db, itemIds: readonly number[]) {
  return db
    .selectFrom('itemCategories')
    .innerJoin('categories', 'categories.id', 'itemCategories.categoryId')
    .select(['itemCategories.itemId', 'categories.id', 'categories.parentId'])
    .where('itemCategories.itemId', 'in', [...itemIds])
    .execute();
}

/** category id → its ancestors' ids, from one query over the store's (small) category table. */
export async function categoryAncestors(db: Db, storeId: number): Promise<Map<number, number[]>> {
  const rows = await db.selectFrom('categories').select(['id', 'parentId']).where('storeId', '=', storeId).execute();
  const parent = new Map(rows.map((r) => [r.id, r.parentId]));
  const result = new Map<number, number[]>();
  for (const { id } of rows) {
    const chain: number[] = [];
    let current = parent.get(id) ?? null;
    // the tree is at most a few levels deep; the bound guards against a cycle in bad data
    for (let i = 0; current !== null && i < 16; i += 1) {
      chain.push(current);
      current = parent.get(current) ?? null;
    }
    result.set(id, chain);
  }
  return result;
}
