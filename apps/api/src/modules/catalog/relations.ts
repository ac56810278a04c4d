import { discountInfo, cents } from '@store/core';
import type { GraphQLContext } from '../../graphql/context.js';
import { itemAttrs } from '../../db/json-columns.js';
import { groupBy, loaderFor } from './batch-loader.js';
import type { ItemModel } from './item-view.js';
import * as repo from './repository.js';
import { brandLoader } from './brands.js';
import type { CategoryModel } from './service.js';
import type { Brand, ItemVariant } from '../../graphql/generated/resolvers.js';

/*
 * Relations of the items on a page, each loaded for the whole page in one query (no N+1):
 * the field resolvers of 20 items ask one loader, which runs one `where ... in (...)`.
 */

export function itemCategories(item: ItemModel, ctx: GraphQLContext): Promise<CategoryModel[]> {
  return loaderFor(ctx, 'item-categories', async (ids: readonly number[]) => {
    const rows = await repo.categoriesOfItems(ctx.db, ids);
    const grouped = groupBy(rows, (r) => r.itemId);
    return new Map([...grouped].map(([id, list]) => [id, list.map(({ itemId: _itemId, ...category }) => category)]));
  })
    .load(item.id)
    .then((list) => list ?? []);
}

export function itemVariants(item: ItemModel, ctx: GraphQLContext): Promise<ItemVariant[]> {
  return loaderFor(ctx, 'item-variants', async (ids: readonly number[]) => {
    const rows = await repo.variantsOfItems(ctx.db, ids);
    const models = rows.map((v) => ({
      itemId: v.itemId,
      id: v.id,
      attrs: itemAttrs(v.attrs, 'item_variants.attrs'),
      stockQuantity: v.stockQuantity,
    }));
    return new Map(
      [...groupBy(models, (v) => v.itemId)].map(([id, list]) => [id, list.map(({ itemId: _itemId, ...v }) => v)]),
    );
  })
    .load(item.id)
    .then((list) => list ?? []);
}

export async function itemBrand(item: ItemModel, ctx: GraphQLContext): Promise<Brand | null> {
  if (item.brandId === null) return null;
  return (await brandLoader(ctx).load(item.brandId)) ?? null;
}

/** The item's price on the viewer's list, in cents; null when the viewer has no list or the item is not on it. */
export async function itemListPrice(item: ItemModel, ctx: GraphQLContext): Promise<number | null> {
  const listId = item.listPriceId;
  if (listId === null) return null;
  const price = await loaderFor(ctx, `list-price:${listId}`, async (ids: readonly number[]) => {
    const rows = await repo.listPricesOf(ctx.db, listId, ids);
    return new Map(rows.map((r) => [r.itemId, r.price]));
  }).load(item.id);
  return price ?? null;
}

/** The badge: the price the viewer pays against the regular one (list price, else promotional price). */
export async function itemDiscountInfo(item: ItemModel, ctx: GraphQLContext) {
  const listPrice = await itemListPrice(item, ctx);
  return discountInfo({
    price: cents(item.price),
    promotionalPrice: cents(item.promotionalPrice),
    listPrice: listPrice === null ? null : cents(listPrice),
  });
}

/** Children of a category that did not come with its tree (a paged or an item's category). */
export function categoryChildren(category: CategoryModel, ctx: GraphQLContext): Promise<CategoryModel[]> {
  if (category.childs) return Promise.resolve(category.childs);
  return loaderFor(ctx, 'category-children', async (ids: readonly number[]) =>
    groupBy(await repo.activeChildrenOf(ctx.db, ids), (c) => c.parentId ?? 0),
  )
    .load(category.id)
    .then((list) => list ?? []);
}
