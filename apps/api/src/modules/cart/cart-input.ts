import { MAX_CART_LINES, MAX_QUANTITY, msg } from '@store/core';
import { validationError } from '../../lib/errors.js';
import { parseId } from '../stores/scope.js';

// The limits live in core, shared with the storefront; the cart service reads them here.
export { MAX_CART_LINES } from '@store/core';

export type CartItemInput = { itemId: string | number; quantity: unknown };
export type CartItemRequest = { itemId: number; quantity: number };

/** 1..999 whole units (0 too when it means "remove"): `isValidQuantity(1.5)` → false. */
export function isValidQuantity(quantity: unknown, allowZero: boolean): quantity is number {
  return typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= (allowZero ? 0 : 1) && quantity <= MAX_QUANTITY;
}

/**
 * Checks a list of { itemId, quantity } before anything is read or written: a bad quantity is 'Informe uma
 * quantidade inteira de 1 a 999', an id that cannot be an item is 'Item indisponível', more than 100 lines is refused.
 * An item named twice keeps its last quantity (quantities are absolute). Throws a validation error.
 */
export function parseCartItems(items: readonly CartItemInput[], options: { allowZero: boolean }): CartItemRequest[] {
  if (items.length > MAX_CART_LINES) throw validationError({ items: msg('cart.tooManyItems', { max: MAX_CART_LINES }) });
  const byItem = new Map<number, number>();
  for (const input of items) {
    if (!isValidQuantity(input.quantity, options.allowZero)) throw validationError({ quantity: 'cart.quantityInvalid' });
    const itemId = parseId(input.itemId);
    if (itemId === null) throw validationError({ itemId: 'cart.itemUnavailable' });
    byItem.delete(itemId);
    byItem.set(itemId, input.quantity);
  }
  return [...byItem].map(([itemId, quantity]) => ({ itemId, quantity }));
}
