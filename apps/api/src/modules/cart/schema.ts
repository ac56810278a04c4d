export const cartSchema = /* GraphQL */ `
  "An item as the cart shows it. Money in cents; listPrice only for a company the store has verified."
  type ShoppingCartItem {
    id: ID!
    code: String!
    name: String!
    price: Int!
    promotionalPrice: Int!
    listPrice: Int
    images: [String!]!
    stockQuantity: Int!
  }

  "A cart line: id is the line's (for unsetShoppingCartItem); unitPrice is what this buyer pays for one."
  type ShoppingCartLine {
    id: ID!
    quantity: Int!
    unitPrice: Int!
    total: Int!
    item: ShoppingCartItem!
  }

  "The signed-in user's cart (spec 3 'Cart'); id is null until something is added. total in cents."
  type ShoppingCart {
    id: ID
    total: Int!
    items: [ShoppingCartLine!]!
  }

  "quantity is the new absolute quantity, 0 to 999 (0 removes the item)."
  input ShoppingCartItemInput {
    itemId: ID!
    quantity: Int!
  }

  extend type Query {
    "The signed-in user's cart, up to 100 lines; visitors keep theirs in the browser (authentication error here)."
    shoppingCart: ShoppingCart!
    """
    Checks a coupon against a cart priced by the server: items when given (a visitor's browser cart), else the
    signed-in user's cart. skipUserValidation skips the per-user usage limit (always skipped for a visitor).
    """
    validateDiscountCoupon(
      couponCode: String!
      storeId: ID
      skipUserValidation: Boolean
      items: [ShoppingCartItemInput!]
    ): CouponValidation!
  }

  extend type Mutation {
    """
    Sets the quantities of items in the signed-in user's cart and answers the whole cart. On sign-in the
    storefront moves a visitor's cart by sending all its items here, then forgets its local copy.
    """
    setShoppingCartItem(items: [ShoppingCartItemInput!]!): ShoppingCart!
    "Removes a line (by the line's id) from the signed-in user's cart."
    unsetShoppingCartItem(id: ID!): ShoppingCart!
    clearShoppingCart: ShoppingCart!
  }
`;
