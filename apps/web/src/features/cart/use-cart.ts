import { MAX_QUANTITY } from '@store/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { createContext, createElement, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useServices } from '../../lib/services';
import { useSignedIn } from '../../lib/use-session';
import { CART_ITEMS_QUERY, CLEAR_CART, SET_CART_ITEMS, SHOPPING_CART_QUERY, UNSET_CART_ITEM } from './cart-queries';
import { guestCartView, serverCartView, type CartLine, type CartView } from './cart-view';
import type { CartItem } from '../../lib/stores/guest-cart';

type CartMutation =
  { kind: 'set'; items: { itemId: string; quantity: number }[] } | { kind: 'unset'; id: string } | { kind: 'clear' };

export type Cart = CartView & {
  signedIn: boolean;
  loading: boolean;
  busy: boolean;
  add(item: CartItem, quantity: number): Promise<void>;
  setQuantity(line: CartLine, quantity: number): Promise<void>;
  remove(line: CartLine): Promise<void>;
  clear(): Promise<void>;
};

/**
 * The cart, wherever it lives: a visitor's in local storage, a signed-in shopper's on the server
 * (spec 4). A visitor's items are looked up again so prices and stock are current.
 */
function useCartState(): Cart {
  const { gql, guestCart, queryClient, config } = useServices();
  const signedIn = useSignedIn();
  const guestLines = useSyncExternalStore(guestCart.lines.subscribe, guestCart.lines.get);

  const server = useQuery({
    queryKey: ['cart'],
    queryFn: () => gql.request(SHOPPING_CART_QUERY),
    select: (data) => data.shoppingCart,
    enabled: signedIn,
  });

  const ids = useMemo(() => guestLines.map((l) => l.itemId).sort(), [guestLines]);
  // Spec 9: the cart lookup reads up to 100 items, cached per item set.
  const lookup = useQuery({
    queryKey: ['items', 'cart-lookup', ids],
    queryFn: () => gql.request(CART_ITEMS_QUERY, { ids, first: 100 }),
    select: (data) => new Map(data.items.data.map((item) => [item.id, item])),
    enabled: !signedIn && ids.length > 0,
  });

  const mutation = useMutation({
    mutationFn: async (change: CartMutation) => {
      if (change.kind === 'set')
        return (await gql.request(SET_CART_ITEMS, { items: change.items })).setShoppingCartItem;
      if (change.kind === 'unset') return (await gql.request(UNSET_CART_ITEM, { id: change.id })).unsetShoppingCartItem;
      return (await gql.request(CLEAR_CART)).clearShoppingCart;
    },
    onSuccess: (cart) => queryClient.setQueryData(['cart'], { shoppingCart: cart }),
  });

  const view = signedIn ? serverCartView(server.data) : guestCartView(guestLines, lookup.data);
  const limit = (stock: number) =>
    config.config.ignoreStock ? MAX_QUANTITY : Math.min(MAX_QUANTITY, Math.max(0, stock));
  const change = async (m: CartMutation) => {
    await mutation.mutateAsync(m);
  };

  return {
    ...view,
    signedIn,
    loading: signedIn ? server.isPending : false,
    busy: mutation.isPending || (signedIn && server.isFetching) || lookup.isFetching,
    async add(item, quantity) {
      if (!signedIn) return guestCart.add(item, quantity, limit(item.stockQuantity));
      const current = view.lines.find((l) => l.itemId === item.id)?.quantity ?? 0;
      await change({
        kind: 'set',
        items: [{ itemId: item.id, quantity: Math.min(current + quantity, limit(item.stockQuantity)) }],
      });
    },
    async setQuantity(line, quantity) {
      const wanted = Math.min(quantity, limit(line.stockQuantity));
      if (!signedIn) return guestCart.setQuantity(line.itemId, wanted);
      await change(
        wanted <= 0
          ? { kind: 'unset', id: line.key }
          : { kind: 'set', items: [{ itemId: line.itemId, quantity: wanted }] },
      );
    },
    async remove(line) {
      if (!signedIn) return guestCart.remove(line.itemId);
      await change({ kind: 'unset', id: line.key });
    },
    async clear() {
      if (!signedIn) return guestCart.clear();
      await change({ kind: 'clear' });
    },
  };
}

const CartContext = createContext<Cart | null>(null);

/** One cart state for the whole app (badge, cards, cart page share it). */
export function CartProvider({ children }: { children: ReactNode }) {
  return createElement(CartContext.Provider, { value: useCartState() }, children);
}

export function useCart(): Cart {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart outside <CartProvider>');
  return cart;
}
