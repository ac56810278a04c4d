import type { StoreStorage } from '../../lib/storage';

/**
 * Spec 4 'A pending order can exist and drives the banner': here, a signed-in shopper who opened checkout with
 * items in the cart and has not placed the order yet (see docs/decisions/0009-storefront.md). Kept per store.
 */
const KEY = 'checkout-started';

export function markCheckoutStarted(storage: StoreStorage) {
  if (!storage.get<boolean>(KEY, false)) storage.set(KEY, true);
}

export function clearCheckoutStarted(storage: StoreStorage) {
  storage.remove(KEY);
}

export function isCheckoutStarted(storage: StoreStorage): boolean {
  return storage.get<boolean>(KEY, false);
}
