import type { GraphQLContext } from '../../graphql/context.js';
import type { ItemModel } from './item-view.js';
import { categoryChildren, itemBrand, itemCategories, itemDiscountInfo, itemListPrice, itemVariants } from './relations.js';
import {
  categoryTree,
  getItem,
  getListPriceItem,
  listBrands,
  listCategories,
  listItems,
  type CategoryModel,
  type ItemsArgs,
} from './service.js';

type PagedArgs = { first?: number | null; page?: number | null; storeId?: string | null };

export const catalogResolvers = {
  Query: {
    item: (_: unknown, args: { id: string; storeId?: string | null; listPriceId?: string | null }, ctx: GraphQLContext) => getItem(ctx, args),
    listPriceItem: (_: unknown, args: { itemId: string; listPriceId?: string | null }, ctx: GraphQLContext) => getListPriceItem(ctx, args),
    items: (_: unknown, args: ItemsArgs, ctx: GraphQLContext) => listItems(ctx, args),
    brands: (_: unknown, args: PagedArgs, ctx: GraphQLContext) => listBrands(ctx, args),
    categories: (_: unknown, args: PagedArgs, ctx: GraphQLContext) => listCategories(ctx, args),
    categoriesAll: (_: unknown, args: { storeId?: string | null }, ctx: GraphQLContext) => categoryTree(ctx, args),
  },
  Item: {
    categories: (item: ItemModel, _: unknown, ctx: GraphQLContext) => itemCategories(item, ctx),
    variants: (item: ItemModel, _: unknown, ctx: GraphQLContext) => itemVariants(item, ctx),
    brand: (item: ItemModel, _: unknown, ctx: GraphQLContext) => itemBrand(item, ctx),
    listPrice: (item: ItemModel, _: unknown, ctx: GraphQLContext) => itemListPrice(item, ctx),
    discountInfo: (item: ItemModel, _: unknown, ctx: GraphQLContext) => itemDiscountInfo(item, ctx),
  },
  Category: {
    childs: (category: CategoryModel, _: unknown, ctx: GraphQLContext) => categoryChildren(category, ctx),
  },
};
