/** Most units of one item in a cart or order line; the server refuses more ('cart.quantityInvalid'). */
export const MAX_QUANTITY = 999;

/** Most lines in a cart or an order: the cart lookup reads 100 items (spec 9). */
export const MAX_CART_LINES = 100;
