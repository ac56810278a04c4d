import { cents, multiplyCents, unitPrice, type Cents } from '@store/core';
import type { Db } from '../../db/database.js';
import type { StoreRow } from '../stores/repository.js';
import { entitledPriceListId } from './price-list.js';
import { categoryAncestors, findItemCategories, findListPrices, findStoreItems } from './repository.js';
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
 * At most four queries whatever the number of lines: the items, the buyer's list prices (company buyers only) and,
 * unless `categories` is false, the items' categories with their ancestors (only coupon rules look at them; lines
 * priced without them have no categoryIds).
 */
export async function priceLines(
  db: Db,
  store: StoreRow,
  buyer: Buyer,
  requests: readonly LineRequest[],
  options: { categories?: boolean } = {},
) {
  const ids = [...new Set(requests.map((r) => r.itemId))];
  if (ids.length === 0) return { lines: [] as PricedLine[], missing: [] as number[] };
  const listId = entitledPriceListId(storeRules(store), buyer);
  const categories = options.categories ?? true;
  const [items, listPrices, categoryRows, ancestors] = await Promise.all([
    findStoreItems(db, store.id, ids),
    listId === null ? Promise.resolve([]) : findListPrices(db, listId, ids),
    categories ? findItemCategories(db, ids) : Promise.resolve([]),
    categories ? categoryAncestors(db, store.id) : Promise.resolve(new Map<number, number[]>()),
  ]);
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
    const priced = {
      price: cents(item.price),
      promotionalPrice: cents(item.promotionalPrice),
      listPrice: listPrice === undefined ? null : cents(listPrice),
    };
    const unit = unitPrice(priced);
    lines.push({
      itemId: item.id,
      variantId: request.variantId ?? null,
      code: item.code,
      name: item.name,
      images: item.images,
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
