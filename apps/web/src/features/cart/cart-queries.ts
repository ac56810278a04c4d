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
export const UNSET_CART_ITEM = graphql('mutation UnsetCartItem($id: ID!) { unsetShoppingCartItem(id: $id) { ...CartFields } }', [CART_FIELDS]);
export const CLEAR_CART = graphql('mutation ClearCart { clearShoppingCart { ...CartFields } }', [CART_FIELDS]);

export const VALIDATE_COUPON = graphql(`
  query ValidateCoupon($couponCode: String!, $storeId: ID, $skipUserValidation: Boolean, $items: [ShoppingCartItemInput!]) {
    validateDiscountCoupon(couponCode: $couponCode, storeId: $storeId, skipUserValidation: $skipUserValidation, items: $items) {
      valid message code params data { couponCode discount ignoreDiscountRules }
    }
  }
`);

/**
 * Freight for a subtotal (spec 3 'Freight result', cents): to a CEP for the postal-code bar and the cart,
 * and for a chosen shipping option and address at checkout. price -1: not delivered there.
 */
export const FREIGHT_QUERY = graphql(`
  query Freight($postalCode: String!, $storeId: ID, $price: Int, $address: FreightAddressInput, $shippingId: ID) {
    calcFreight(postalCode: $postalCode, storeId: $storeId, price: $price, address: $address, shippingId: $shippingId) {
      price freeShippingPrice minimalPurchase reason
    }
  }
`);

export type FreightQuote = NonNullable<ResultOf<typeof FREIGHT_QUERY>['calcFreight']>;

export type ServerCart = ResultOf<typeof CART_FIELDS>;
export type ServerCartLine = ServerCart['items'][number];
export type CouponValidation = ResultOf<typeof VALIDATE_COUPON>['validateDiscountCoupon'];
