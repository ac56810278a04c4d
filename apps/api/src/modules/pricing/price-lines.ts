import { cents, multiplyCents, unitPrice, type Cents } from '@store/core';
import type { Db } from '../../db/database.js';
import { parseJson } from '../../lib/json.js';
import type { StoreRow } from '../stores/repository.js';
import { entitledPriceListId } from './price-list.js';
import { storeRules } from '../stores/store-rules.js';

export type LineRequest = { itemId: number; quantity: number; variantId?: number | null };

export type PricedLine = {
  itemId: number;
  variantId: number | null;
  code: string;
  name: string;
  images: string[];
  quantity: number;
  price: Cents;
  promotionalPrice: Cents;
  listPrice: Cents | null;
  /** what one unit costs this buyer, by the core precedence */
  unitPrice: Cents;
  total: Cents;
  /** bought at a promotional price (coupons may exclude these) */
  promotional: boolean;
  /** the item's categories and all their ancestors, as strings (core coupon rules compare strings) */
  categoryIds: string[];
  stockQuantity: number;
};

type Buyer = Parameters<typeof entitledPriceListId>[1];

/**
 * Prices lines from the database for one buyer in one store: the single place where a server-side price is made,
 * used by the cart, coupons and orders. Items of another store, deleted items and unknown ids come back in `missing`.
 * Three queries whatever the number of lines.
 */
export async function priceLines(db: Db, store: StoreRow, buyer: Buyer, requests: readonly LineRequest[]) {
  const ids = [...new Set(requests.map((r) => r.itemId))];
  if (ids.length === 0) return { lines: [] as PricedLine[], missing: [] as number[] };
  const listId = entitledPriceListId(storeRules(store), buyer);
  const [items, listPrices, categoryRows] = await Promise.all([
    db
      .selectFrom('items')
      .select(['id', 'code', 'name', 'images', 'price', 'promotionalPrice', 'stockQuantity'])
      .where('id', 'in', ids).where('storeId', '=', store.id).where('deleted', '=', 0).execute(),
    listId === null
      ? Promise.resolve([] as { itemId: number; price: number }[])
      : db.selectFrom('priceListItems').select(['itemId', 'price']).where('priceListId', '=', listId).where('itemId', 'in', ids).execute(),
    db
      .selectFrom('itemCategories')
      .innerJoin('categories', 'categories.id', 'itemCategories.categoryId')
      .select(['itemCategories.itemId', 'categories.id', 'categories.parentId'])
      .where('itemCategories.itemId', 'in', ids)
      .execute(),
  ]);
  const ancestors = await categoryAncestors(db, store.id);
  const byId = new Map(items.map((i) => [i.id, i]));
  const listById = new Map(listPrices.map((p) => [p.itemId, p.price]));
  const categoriesByItem = new Map<number, Set<string>>();
  for (const row of categoryRows) {
    const set = categoriesByItem.get(row.itemId) ?? new Set<string>();
    for (const id of [row.id, ...(ancestors.get(row.id) ?? [])]) set.add(String(id));
    categoriesByItem.set(row.itemId, set);
  }

  const lines: PricedLine[] = [];
  const missing: number[] = [];
  for (const request of requests) {
    const item = byId.get(request.itemId);
    if (!item) {
      missing.push(request.itemId);
      continue;
    }
    const listPrice = listById.get(item.id);
    const priced = { price: cents(item.price), promotionalPrice: cents(item.promotionalPrice), listPrice: listPrice === undefined ? null : cents(listPrice) };
    const unit = unitPrice(priced);
    lines.push({
      itemId: item.id,
      variantId: request.variantId ?? null,
      code: item.code,
      name: item.name,
      images: parseJson<string[]>(item.images, []),
      quantity: request.quantity,
      ...priced,
      unitPrice: unit,
      total: multiplyCents(unit, request.quantity),
      promotional: priced.listPrice === null && item.promotionalPrice > 0 && unit === priced.promotionalPrice,
      categoryIds: [...(categoriesByItem.get(item.id) ?? [])],
      stockQuantity: item.stockQuantity,
    });
  }
  return { lines, missing };
}

/** category id → its ancestors' ids, from one query over the store's (small) category table. */
async function categoryAncestors(db: Db, storeId: number): Promise<Map<number, number[]>> {
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
