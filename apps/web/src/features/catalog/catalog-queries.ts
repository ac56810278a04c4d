// GraphQL documents of the catalogue screens. Kept free of browser code: the build also reads the home
// queries from here to let the server inline their answers in the first HTML (app/boot-queries.ts).
import type { VariablesOf } from 'gql.tada';
import { graphql } from '../../lib/graphql-client.ts';

/** An item as its card shows it (spec 3 'Item', money in cents). */
export const ITEM_CARD = graphql(`
  fragment ItemCard on Item {
    id code name thumbnail images attrs price promotionalPrice listPrice stockQuantity
    discountInfo { price label discountValue discountType }
    brand { id }
  }
`);

export const ITEMS_QUERY = graphql(
  `
  query Items($first: Int, $page: Int, $q: String, $categories: [ID!], $where: QueryItemsWhereWhereConditions, $orderBy: [QueryItemsOrderByOrderByClause!]) {
    items(first: $first, page: $page, q: $q, categories: $categories, where: $where, orderBy: $orderBy) {
      data { ...ItemCard }
      paginatorInfo { currentPage lastPage hasMorePages total }
    }
  }
`,
  [ITEM_CARD],
);

export const ITEM_QUERY = graphql(
  `
  query Item($id: ID!) {
    item(id: $id) {
      ...ItemCard
      description
      variants { id attrs stockQuantity }
      categories { id name }
      brand { id name }
    }
  }
`,
  [ITEM_CARD],
);

export const BRANDS_QUERY = graphql(`
  query Brands { brands(first: 16, page: 1) { data { id name imageUrl } } }
`);

// Four nested levels: the drawer shows at most four (spec 2).
export const CATEGORIES_QUERY = graphql(`
  query Categories {
    categoriesAll {
      id name icon
      childs { id name icon childs { id name icon childs { id name icon } } }
    }
  }
`);

export type ItemsVariables = VariablesOf<typeof ITEMS_QUERY>;

/** Spec 7 'Home queries': 20 items, page 1. */
export const HOME_ROW_SIZE = 20;

/** Promotion items: promotional price above 0, and stock above 0 when the store hides items without stock. */
export function promoVariables(hideWithoutStock: boolean) {
  const promo = { column: 'PROMOTIONAL_PRICE', operator: 'GT', value: 0 } as const;
  const where = hideWithoutStock
    ? { AND: [promo, { column: 'STOCK_QUANTITY', operator: 'GT', value: 0 } as const] }
    : promo;
  return { first: HOME_ROW_SIZE, page: 1, where } satisfies ItemsVariables;
}

export const RANKING_VARIABLES = {
  first: HOME_ROW_SIZE,
  page: 1,
  orderBy: [{ column: 'RANKING', order: 'DESC' }],
} as const satisfies ItemsVariables;

export function categoryRowVariables(categoryId: string): ItemsVariables {
  return { first: HOME_ROW_SIZE, page: 1, categories: [categoryId] };
}
