const CART_FIELDS = /* GraphQL */ `
  id total
  items { id quantity unitPrice total item { id code name price promotionalPrice listPrice images stockQuantity } }
`;

export const SHOPPING_CART_QUERY = `query ShoppingCart { shoppingCart { ${CART_FIELDS} } }`;
export const SET_CART_ITEMS = `mutation SetCartItems($items: [ShoppingCartItemInput!]!) { setShoppingCartItem(items: $items) { ${CART_FIELDS} } }`;
export const UNSET_CART_ITEM = `mutation UnsetCartItem($id: ID!) { unsetShoppingCartItem(id: $id) { ${CART_FIELDS} } }`;
export const CLEAR_CART = `mutation ClearCart { clearShoppingCart { ${CART_FIELDS} } }`;

export const VALIDATE_COUPON = /* GraphQL */ `
  query ValidateCoupon($couponCode: String!, $storeId: ID, $skipUserValidation: Boolean, $items: [ShoppingCartItemInput!]) {
    validateDiscountCoupon(couponCode: $couponCode, storeId: $storeId, skipUserValidation: $skipUserValidation, items: $items) {
      valid message data { couponCode discount ignoreDiscountRules }
    }
  }
`;

export type ServerCartLine = {
  id: string;
  quantity: number;
  unitPrice: number;
  total: number;
  item: { id: string; code: string; name: string; price: number; promotionalPrice: number; listPrice: number | null; images: string[]; stockQuantity: number };
};
export type ServerCart = { id: string | null; total: number; items: ServerCartLine[] };
export type CouponValidation = { valid: boolean; message: string; data: { couponCode: string; discount: number; ignoreDiscountRules: boolean } | null };
