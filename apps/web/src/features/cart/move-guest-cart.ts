import { MAX_QUANTITY } from '@store/core';
import type { Services } from '../../lib/services';
import { SET_CART_ITEMS, SHOPPING_CART_QUERY } from './cart-queries';

/**
 * Spec 4 'Cart': on sign-in a visitor's items move to the server cart in one setShoppingCartItem call
 * (added to what the account's cart already holds), then the local copy is removed. If the server
 * refuses, the local copy stays so nothing the shopper chose is lost.
 */
export async function moveGuestCart({
  gql,
  guestCart,
  queryClient,
}: Pick<Services, 'gql' | 'guestCart' | 'queryClient'>): Promise<void> {
  const lines = guestCart.lines.get();
  if (!lines.length) return;
  const { shoppingCart } = await gql.request(SHOPPING_CART_QUERY);
  const held = new Map(shoppingCart.items.map((l) => [l.item.id, l.quantity]));
  const items = lines.map((l) => ({
    itemId: l.itemId,
    quantity: Math.min(MAX_QUANTITY, l.quantity + (held.get(l.itemId) ?? 0)),
  }));
  const { setShoppingCartItem } = await gql.request(SET_CART_ITEMS, { items });
  queryClient.setQueryData(['cart'], { shoppingCart: setShoppingCartItem });
  guestCart.clear();
}
