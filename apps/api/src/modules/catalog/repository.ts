import type { Db } from '../../db/database.js';
import { ITEM_FIELDS } from './item-view.js';
import type { Page } from '../../lib/pagination.js';

const CATEGORY_FIELDS = [
  'categories.id',
  'categories.storeId',
  'categories.parentId',
  'categories.name',
  'categories.icon',
  'categories.status',
  'categories.sequence',
] as const;
const BRAND_FIELDS = ['brands.id', 'brands.name', 'brands.imageUrl', 'brands.active', 'brands.sequence'] as const;

/** A live item of the store with its brand's columns (null without one), or undefined (deleted items are gone for shoppers). */
export async function findItem(db: Db, storeId: number, id: number) {
  return db
    .selectFrom('items')
    .leftJoin('brands', 'brands.id', 'items.brandId')
    .select([
      ...ITEM_FIELDS,
      'brands.name as brandName',
      'brands.imageUrl as brandImageUrl',
      'brands.active as brandActive',
      'brands.sequence as brandSequence',
    ])
    .where('items.id', '=', id)
    .where('items.storeId', '=', storeId)
    .where('items.deleted', '=', 0)
    .executeTakeFirst();
}

export async function findListPriceItem(db: Db, storeId: number, priceListId: number, itemId: number) {
  return db
    .selectFrom('priceListItems')
    .innerJoin('items', 'items.id', 'priceListItems.itemId')
    .select(['priceListItems.id', 'priceListItems.priceListId', 'priceListItems.itemId', 'priceListItems.price'])
    .where('priceListItems.priceListId', '=', priceListId)
    .where('priceListItems.itemId', '=', itemId)
    .where('items.storeId', '=', storeId)
    .where('items.deleted', '=', 0)
    .executeTakeFirst();
}

/** Prices of many items on one list: one query for a whole page. */
export async function listPricesOf(db: Db, priceListId: number, itemIds: readonly number[]) {
  return db
    .selectFrom('priceListItems')
    .select(['itemId', 'price'])
    .where('priceListId', '=', priceListId)
    .where('itemId', 'in', [...itemIds])
    .execute();
}

export async function categoriesOfItems(db: Db, itemIds: readonly number[]) {
  return db
    .selectFrom('itemCategories')
    .innerJoin('categories', 'categories.id', 'itemCategories.categoryId')
    .select(['itemCategories.itemId', ...CATEGORY_FIELDS])
    .where('itemCategories.itemId', 'in', [...itemIds])
    .orderBy('categories.id')
    .execute();
}

export async function variantsOfItems(db: Db, itemIds: readonly number[]) {
  return db
    .selectFrom('itemVariants')
    .select(['id', 'itemId', 'attrs', 'stockQuantity'])
    .where('itemId', 'in', [...itemIds])
    .where('deleted', '=', 0)
    .orderBy('id')
    .execute();
}

export async function brandsByIds(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('brands')
    .select(BRAND_FIELDS)
    .where('id', 'in', [...ids])
    .execute();
}

/** Brands a shopper may browse: active and placed in the sequence, by sequence. */
export async function pageOfBrands(db: Db, storeId: number, page: Page) {
  const base = db
    .selectFrom('brands')
    .where('storeId', '=', storeId)
    .where('active', '=', 1)
    .where('sequence', 'is not', null);
  const [rows, count] = await Promise.all([
    base.select(BRAND_FIELDS).orderBy('sequence').orderBy('id').limit(page.perPage).offset(page.offset).execute(),
    base.select((e) => e.fn.countAll<number>().as('total')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** Active categories, in the order of spec 7: parent_id DESC (top level last, as MySQL sorts NULL), sequence, name. */
export async function pageOfCategories(db: Db, storeId: number, page: Page) {
  const base = db.selectFrom('categories').where('storeId', '=', storeId).where('status', '=', 1);
  const [rows, count] = await Promise.all([
    base
      .select(CATEGORY_FIELDS)
      .orderBy('parentId', (ob) => ob.desc().nullsLast())
      .orderBy('sequence')
      .orderBy('name')
      .orderBy('id')
      .limit(page.perPage)
      .offset(page.offset)
      .execute(),
    base.select((e) => e.fn.countAll<number>().as('total')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** Every active category of a store, siblings in display order: the whole tree in one query. */
export async function activeCategories(db: Db, storeId: number) {
  return db
    .selectFrom('categories')
    .select(CATEGORY_FIELDS)
    .where('storeId', '=', storeId)
    .where('status', '=', 1)
    .orderBy('sequence')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function activeChildrenOf(db: Db, parentIds: readonly number[]) {
  return db
    .selectFrom('categories')
    .select(CATEGORY_FIELDS)
    .where('parentId', 'in', [...parentIds])
    .where('status', '=', 1)
    .orderBy('sequence')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export type CategoryRow = Awaited<ReturnType<typeof activeCategories>>[number];
export type BrandRow = Awaited<ReturnType<typeof brandsByIds>>[number];
