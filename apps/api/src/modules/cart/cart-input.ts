import { msg, t } from '@store/core';
import { validationError } from '../../lib/errors.js';
import { parseId } from '../stores/scope.js';

/** Most units of one item in a cart line. */
export const MAX_QUANTITY = 999;
/** Most lines in a cart: the cart lookup reads 100 (spec 9). */
export const MAX_CART_LINES = 100;

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
  if (items.length > MAX_CART_LINES) throw validationError({ items: t('pt-BR', msg('cart.tooManyItems', { max: MAX_CART_LINES })) });
  const byItem = new Map<number, number>();
  for (const input of items) {
    if (!isValidQuantity(input.quantity, options.allowZero)) throw validationError({ quantity: t('pt-BR', 'cart.quantityInvalid') });
    const itemId = parseId(input.itemId);
    if (itemId === null) throw validationError({ itemId: t('pt-BR', 'cart.itemUnavailable') });
    byItem.delete(itemId);
    byItem.set(itemId, input.quantity);
  }
  return [...byItem].map(([itemId, quantity]) => ({ itemId, quantity }));
}
