// What other parts of the storefront may use of the cart; everything else in this folder is its own.
export { CLEAR_CART } from './cart-queries';
export { thumbnailOf, toCartItem, type CartLine } from './cart-view';
export { moveGuestCart } from './move-guest-cart';
export { useAddToCart } from './use-add-to-cart';
export { CartProvider, useCart } from './use-cart';
export { useCoupon } from './use-coupon';
