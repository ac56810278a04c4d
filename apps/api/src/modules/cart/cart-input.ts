import { MAX_CART_LINES, MAX_QUANTITY, msg } from '@store/core';
import { validationError } from '../../lib/errors.js';
import type { ShoppingCartItemInput } from '../../graphql/generated/resolvers.js';
import { parseId } from '../stores/scope.js';

/** The schema's ShoppingCartItemInput before any check: GraphQL hands ids over as text, code may pass numbers. */
type Unchecked<T> = { readonly [K in keyof T]: unknown };

export type CartItemRequest = { itemId: number; quantity: number };

/** 1..999 whole units (0 too when it means "remove"): `isValidQuantity(1.5)` → false. */
export function isValidQuantity(quantity: unknown, allowZero: boolean): quantity is number {
  return (
    typeof quantity === 'number' &&
    Number.isInteger(quantity) &&
    quantity >= (allowZero ? 0 : 1) &&
    quantity <= MAX_QUANTITY
  );
}

/**
 * Checks a list of { itemId, quantity } before anything is read or written: a bad quantity is 'Informe uma
 * quantidade inteira de 1 a 999', an id that cannot be an item is 'Item indisponível', more than 100 lines is refused.
 * An item named twice keeps its last quantity (quantities are absolute). Throws a validation error.
 */
export function parseCartItems(
  items: readonly Unchecked<ShoppingCartItemInput>[],
  options: { allowZero: boolean },
): CartItemRequest[] {
  if (items.length > MAX_CART_LINES)
    throw validationError({ items: msg('cart.tooManyItems', { max: MAX_CART_LINES }) });
  const byItem = new Map<number, number>();
  for (const input of items) {
    if (!isValidQuantity(input.quantity, options.allowZero))
      throw validationError({ quantity: 'cart.quantityInvalid' });
    const itemId = typeof input.itemId === 'string' || typeof input.itemId === 'number' ? parseId(input.itemId) : null;
    if (itemId === null) throw validationError({ itemId: 'cart.itemUnavailable' });
    byItem.delete(itemId);
    byItem.set(itemId, input.quantity);
  }
  return [...byItem].map(([itemId, quantity]) => ({ itemId, quantity }));
}
