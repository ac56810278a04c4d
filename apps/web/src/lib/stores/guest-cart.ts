import { MAX_QUANTITY } from '@store/core';
import { externalStore, type ExternalStore } from '../external-store';
import type { StoreStorage } from '../storage';

/** What the cart shows of an item (spec 3 'Cart'); money in cents. */
export type CartItem = {
  id: string;
  code: string;
  name: string;
  price: number;
  promotionalPrice: number;
  listPrice?: number | null;
  images: string[];
  thumbnail?: string | null;
  stockQuantity: number;
};

export type GuestLine = { itemId: string; quantity: number; item: CartItem };

export type GuestCart = {
  lines: ExternalStore<GuestLine[]>;
  add(item: CartItem, quantity: number, max?: number): void;
  setQuantity(itemId: string, quantity: number): void;
  remove(itemId: string): void;
  clear(): void;
};

const clamp = (quantity: number, max = MAX_QUANTITY) => Math.max(0, Math.min(Math.floor(quantity), max, MAX_QUANTITY));

/**
 * A visitor's cart, kept in local storage under one key per store (spec 4 'Cart'), and followed across
 * tabs through the `storage` event.
 */
export function createGuestCart(storage: StoreStorage): GuestCart {
  const lines = externalStore<GuestLine[]>(storage.get<GuestLine[]>('cart', []));
  const save = (next: GuestLine[]) => {
    if (next.length) storage.set('cart', next);
    else storage.remove('cart');
    lines.set(next);
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === storage.key('cart')) lines.set(storage.get<GuestLine[]>('cart', []));
    });
  }
  return {
    lines,
    add(item, quantity, max) {
      const current = lines.get();
      const existing = current.find((line) => line.itemId === item.id);
      const wanted = clamp((existing?.quantity ?? 0) + quantity, max);
      if (wanted <= 0) return;
      save(
        existing
          ? current.map((line) => (line === existing ? { ...line, quantity: wanted, item } : line))
          : [...current, { itemId: item.id, quantity: wanted, item }],
      );
    },
    setQuantity(itemId, quantity) {
      const wanted = clamp(quantity);
      save(
        wanted === 0
          ? lines.get().filter((line) => line.itemId !== itemId)
          : lines.get().map((line) => (line.itemId === itemId ? { ...line, quantity: wanted } : line)),
      );
    },
    remove(itemId) {
      save(lines.get().filter((line) => line.itemId !== itemId));
    },
    clear() {
      save([]);
    },
  };
}
