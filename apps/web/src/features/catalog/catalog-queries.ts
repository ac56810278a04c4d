// GraphQL documents of the catalogue screens. Kept free of browser code: the build also reads the home
// queries from here to let the server inline their answers in the first HTML (app/boot-queries.ts).

const ITEM_CARD = /* GraphQL */ `
  fragment ItemCard on Item {
    id code name thumbnail images attrs price promotionalPrice listPrice stockQuantity
    discountInfo { price label discountValue discountType }
    brand { id }
  }
`;

export const ITEMS_QUERY = /* GraphQL */ `
  query Items($first: Int, $page: Int, $q: String, $categories: [ID!], $where: QueryItemsWhereWhereConditions, $orderBy: [QueryItemsOrderByOrderByClause!]) {
    items(first: $first, page: $page, q: $q, categories: $categories, where: $where, orderBy: $orderBy) {
      data { ...ItemCard }
      paginatorInfo { currentPage lastPage hasMorePages total }
    }
  }
  ${ITEM_CARD}
`;

export const ITEMS_BY_IDS_QUERY = /* GraphQL */ `
  query ItemsByIds($ids: [ID!], $first: Int) {
    items(ids: $ids, first: $first) { data { ...ItemCard } }
  }
  ${ITEM_CARD}
`;

export const ITEM_QUERY = /* GraphQL */ `
  query Item($id: ID!) {
    item(id: $id) {
      ...ItemCard
      description
      variants { id attrs stockQuantity }
      categories { id name }
      brand { id name }
    }
  }
  ${ITEM_CARD}
`;

export const BRANDS_QUERY = /* GraphQL */ `
  query Brands { brands(first: 16, page: 1) { data { id name imageUrl } } }
`;

// Four nested levels: the drawer shows at most four (spec 2).
export const CATEGORIES_QUERY = /* GraphQL */ `
  query Categories {
    categoriesAll {
      id name icon
      childs { id name icon childs { id name icon childs { id name icon } } }
    }
  }
`;

/** Spec 7 'Home queries': 20 items, page 1. */
export const HOME_ROW_SIZE = 20;

/** Promotion items: promotional price above 0, and stock above 0 when the store hides items without stock. */
export function promoVariables(hideWithoutStock: boolean) {
  const promo = { column: 'PROMOTIONAL_PRICE', operator: 'GT', value: 0 };
  const where = hideWithoutStock ? { AND: [promo, { column: 'STOCK_QUANTITY', operator: 'GT', value: 0 }] } : promo;
  return { first: HOME_ROW_SIZE, page: 1, where };
}

export const RANKING_VARIABLES = { first: HOME_ROW_SIZE, page: 1, orderBy: [{ column: 'RANKING', order: 'DESC' }] };

export function categoryRowVariables(categoryId: string) {
  return { first: HOME_ROW_SIZE, page: 1, categories: [categoryId] };
}
