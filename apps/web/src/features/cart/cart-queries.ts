import type { ResultOf } from 'gql.tada';
import { graphql } from '../../lib/graphql-client';

/** The cart as every cart operation answers it (spec 3 'Cart', money in cents). */
const CART_FIELDS = graphql(`
  fragment CartFields on ShoppingCart {
    id total
    items { id quantity unitPrice total item { id code name price promotionalPrice listPrice images stockQuantity } }
  }
`);

export const SHOPPING_CART_QUERY = graphql('query ShoppingCart { shoppingCart { ...CartFields } }', [CART_FIELDS]);
export const SET_CART_ITEMS = graphql(
  'mutation SetCartItems($items: [ShoppingCartItemInput!]!) { setShoppingCartItem(items: $items) { ...CartFields } }',
  [CART_FIELDS],
);
export const UNSET_CART_ITEM = graphql(
  'mutation UnsetCartItem($id: ID!) { unsetShoppingCartItem(id: $id) { ...CartFields } }',
  [CART_FIELDS],
);
export const CLEAR_CART = graphql('mutation ClearCart { clearShoppingCart { ...CartFields } }', [CART_FIELDS]);

export const VALIDATE_COUPON = graphql(`
  query ValidateCoupon($couponCode: String!, $storeId: ID, $skipUserValidation: Boolean, $items: [ShoppingCartItemInput!]) {
    validateDiscountCoupon(couponCode: $couponCode, storeId: $storeId, skipUserValidation: $skipUserValidation, items: $items) {
      valid message code params data { couponCode discount ignoreDiscountRules }
    }
  }
`);

/** A visitor's cart items looked up again, for current prices and stock (spec 9: up to 100). */
export const CART_ITEMS_QUERY = graphql(`
  query CartItemsByIds($ids: [ID!], $first: Int) {
    items(ids: $ids, first: $first) { data { id code name thumbnail images price promotionalPrice listPrice stockQuantity } }
  }
`);

export type ServerCart = ResultOf<typeof CART_FIELDS>;
export type ServerCartLine = ServerCart['items'][number];
export type CouponValidation = ResultOf<typeof VALIDATE_COUPON>['validateDiscountCoupon'];
