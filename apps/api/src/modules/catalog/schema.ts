// Money fields are Int cents (docs/decisions/0006-money-in-graphql.md). Paging, sorting and filtering
// follow Lighthouse's conventions, which the storefront's queries were written against. PaginatorInfo is in
// the base schema (graphql/schema.ts); SortOrder and SQLOperator are declared here for every module to use.
export const catalogSchema = /* GraphQL */ `
  enum SortOrder {
    ASC
    DESC
  }

  enum SQLOperator {
    EQ
    NEQ
    GT
    GTE
    LT
    LTE
  }

  type DiscountInfo {
    "The price the shopper pays, in cents."
    price: Int!
    "Badge text such as '-15%'."
    label: String!
    discountValue: Int!
    discountType: String!
  }

  type ItemVariant {
    id: ID!
    attrs: JSON!
    stockQuantity: Int
  }

  type Brand {
    id: ID!
    name: String!
    imageUrl: String
    active: Boolean!
    sequence: Int
  }

  type Category {
    id: ID!
    storeId: ID!
    name: String!
    icon: String
    parentId: ID
    "1 when active."
    status: Int!
    sequence: Int!
    "Active subcategories, in display order."
    childs: [Category!]!
  }

  type Item {
    id: ID!
    code: String!
    name: String!
    description: String!
    "Image URLs; the first is the main one."
    images: [String!]!
    "The main image's '-min' version."
    thumbnail: String
    "A list of { name, value }."
    attrs: JSON!
    "Cents."
    price: Int!
    "Cents; 0 when the item is not on promotion."
    promotionalPrice: Int!
    "Cents: the price on the viewer's company price list; null for anyone not entitled to one."
    listPrice: Int
    stockQuantity: Int!
    storeId: ID!
    categories: [Category!]!
    brand: Brand
    variants: [ItemVariant!]!
    discountInfo: DiscountInfo
  }

  type ListPriceItem {
    id: ID!
    listPriceId: ID!
    itemId: ID!
    "Cents."
    price: Int!
  }

  type ItemPaginator {
    data: [Item!]!
    paginatorInfo: PaginatorInfo!
  }

  type BrandPaginator {
    data: [Brand!]!
    paginatorInfo: PaginatorInfo!
  }

  type CategoryPaginator {
    data: [Category!]!
    paginatorInfo: PaginatorInfo!
  }

  "The item columns a client may sort by."
  enum QueryItemsOrderByColumn {
    ID
    PRICE
    PROMOTIONAL_PRICE
    STOCK_QUANTITY
    RANKING
    NAME
    CREATED_AT
  }

  input QueryItemsOrderByOrderByClause {
    column: QueryItemsOrderByColumn!
    order: SortOrder!
  }

  "The item columns a client may filter by."
  enum QueryItemsWhereColumn {
    ID
    PRICE
    PROMOTIONAL_PRICE
    STOCK_QUANTITY
    RANKING
    NAME
    CREATED_AT
  }

  "column operator value (cents for money, ISO text for CREATED_AT), AND all of AND, AND any of OR."
  input QueryItemsWhereWhereConditions {
    column: QueryItemsWhereColumn
    operator: SQLOperator = EQ
    value: JSON
    AND: [QueryItemsWhereWhereConditions!]
    OR: [QueryItemsWhereWhereConditions!]
  }

  extend type Query {
    item(id: ID!, storeId: ID, listPriceId: ID): Item
    listPriceItem(itemId: ID!, listPriceId: ID): ListPriceItem
    "The request's store catalogue; by stock then ranking, or by relevance when searching with q."
    items(
      categories: [ID!]
      deleted: Boolean = false
      first: Int = 20
      page: Int = 1
      storeId: ID
      listPriceId: ID
      ids: [ID!]
      q: String
      orderBy: [QueryItemsOrderByOrderByClause!]
      where: QueryItemsWhereWhereConditions
    ): ItemPaginator!
    "Active brands placed in the sequence, by sequence."
    brands(first: Int = 16, page: Int = 1, storeId: ID): BrandPaginator!
    categories(first: Int = 50, page: Int = 1, storeId: ID): CategoryPaginator!
    "The whole active category tree."
    categoriesAll(storeId: ID): [Category!]!
  }
`;
