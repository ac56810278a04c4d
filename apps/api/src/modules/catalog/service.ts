/** The catalogue's single lookups (an item, a list price) and its lists of brands and categories. */
import type { GraphQLContext } from '../../graphql/context.js';
import { parseId, storeInScope } from '../stores/scope.js';
import { storeRules } from '../stores/store-rules.js';
import { toItemModel, type ItemModel } from './item-view.js';
import { listIdFor } from './list-price.js';
import { brandLoader, toBrand } from './brands.js';
import { emptyPage, pageOf, paginatorInfo, type PaginatorInfo } from '../../lib/pagination.js';
import * as repo from './repository.js';
import type {
  Brand,
  Category,
  ListPriceItem,
  QueryBrandsArgs,
  QueryCategoriesAllArgs,
  QueryCategoriesArgs,
  QueryItemArgs,
  QueryListPriceItemArgs,
} from '../../graphql/generated/resolvers.js';

export type Paginated<T> = { data: T[]; paginatorInfo: PaginatorInfo };

/** `item(id, storeId)`: a live item of the request's store, or null. */
export async function getItem(ctx: GraphQLContext, args: QueryItemArgs): Promise<ItemModel | null> {
  const store = storeInScope(ctx.store, args.storeId);
  const id = parseId(args.id);
  if (!store || id === null) return null;
  const found = await repo.findItem(ctx.db, store.id, id);
  if (!found) return null;
  const { brandName, brandImageUrl, brandActive, brandSequence, ...row } = found;
  // The brand came with the item: Item.brand asks no query of its own.
  if (row.brandId !== null && brandName !== null && brandActive !== null) {
    brandLoader(ctx).prime(
      row.brandId,
      toBrand({
        id: row.brandId,
        name: brandName,
        imageUrl: brandImageUrl,
        active: brandActive,
        sequence: brandSequence,
      }),
    );
  }
  return toItemModel(row, await listIdFor(ctx, storeRules(store), args.listPriceId));
}

/** `listPriceItem(itemId, listPriceId)`: the viewer's list price of an item, under the same rule as Item.listPrice. */
export async function getListPriceItem(
  ctx: GraphQLContext,
  args: QueryListPriceItemArgs,
): Promise<ListPriceItem | null> {
  const itemId = parseId(args.itemId);
  if (!ctx.store || itemId === null) return null;
  const listId = await listIdFor(ctx, storeRules(ctx.store), args.listPriceId);
  if (listId === null) return null;
  const row = await repo.findListPriceItem(ctx.db, ctx.store.id, listId, itemId);
  return row ? { id: row.id, listPriceId: row.priceListId, itemId: row.itemId, price: row.price } : null;
}

export async function listBrands(ctx: GraphQLContext, args: QueryBrandsArgs): Promise<Paginated<Brand>> {
  const page = pageOf(args, 16);
  const store = storeInScope(ctx.store, args.storeId);
  if (!store) return emptyPage(page);
  const { rows, total } = await repo.pageOfBrands(ctx.db, store.id, page);
  return { data: rows.map(toBrand), paginatorInfo: paginatorInfo(page, total, rows.length) };
}

/** What the Category resolvers start from (the codegen mapper): the row's ids, and childs when its tree came with it. */
export type CategoryModel = Omit<Category, '__typename' | 'id' | 'parentId' | 'storeId' | 'childs'> &
  Pick<repo.CategoryRow, 'id' | 'parentId' | 'storeId'> & { childs?: CategoryModel[] };

export async function listCategories(
  ctx: GraphQLContext,
  args: QueryCategoriesArgs,
): Promise<Paginated<CategoryModel>> {
  const page = pageOf(args, 50);
  const store = storeInScope(ctx.store, args.storeId);
  if (!store) return emptyPage(page);
  const { rows, total } = await repo.pageOfCategories(ctx.db, store.id, page);
  return { data: rows, paginatorInfo: paginatorInfo(page, total, rows.length) };
}

/**
 * Nests categories under their parents, keeping the given order among siblings. A category whose
 * parent is missing (inactive) is left out with its whole branch: a shopper cannot reach it.
 */
export function buildTree(rows: readonly repo.CategoryRow[]): CategoryModel[] {
  const nodes = new Map<number, CategoryModel & { childs: CategoryModel[] }>(
    rows.map((r) => [r.id, { ...r, childs: [] }]),
  );
  const roots: CategoryModel[] = [];
  for (const node of nodes.values()) {
    if (node.parentId === null) roots.push(node);
    else nodes.get(node.parentId)?.childs.push(node);
  }
  return roots;
}

/** `categoriesAll`: the store's whole active tree, from one query. */
export async function categoryTree(ctx: GraphQLContext, args: QueryCategoriesAllArgs): Promise<CategoryModel[]> {
  const store = storeInScope(ctx.store, args.storeId);
  return store ? buildTree(await repo.activeCategories(ctx.db, store.id)) : [];
}
