import type { Resolvers } from '../../graphql/generated/resolvers.js';
import {
  categoryChildren,
  itemBrand,
  itemCategories,
  itemDiscountInfo,
  itemListPrice,
  itemVariants,
} from './relations.js';
import { listItems } from './items-listing.js';
import { categoryTree, getItem, getListPriceItem, listBrands, listCategories } from './service.js';

export const catalogResolvers: Resolvers = {
  Query: {
    item: (_parent, args, ctx) => getItem(ctx, args),
    listPriceItem: (_parent, args, ctx) => getListPriceItem(ctx, args),
    items: (_parent, args, ctx) => listItems(ctx, args),
    brands: (_parent, args, ctx) => listBrands(ctx, args),
    categories: (_parent, args, ctx) => listCategories(ctx, args),
    categoriesAll: (_parent, args, ctx) => categoryTree(ctx, args),
  },
  Item: {
    categories: (item, _args, ctx) => itemCategories(item, ctx),
    variants: (item, _args, ctx) => itemVariants(item, ctx),
    brand: (item, _args, ctx) => itemBrand(item, ctx),
    listPrice: (item, _args, ctx) => itemListPrice(item, ctx),
    discountInfo: (item, _args, ctx) => itemDiscountInfo(item, ctx),
  },
  Category: {
    childs: (category, _args, ctx) => categoryChildren(category, ctx),
  },
};
