import { cartTotal, cents, multiplyCents, unitPrice, type Cents } from '@store/core';
import type { CartItem, GuestLine } from '../../lib/stores/guest-cart';
import type { ServerCart } from './cart-queries';

export type CartLine = {
  /** The server line id when signed in, else the item id. */
  key: string;
  itemId: string;
  name: string;
  code: string;
  image: string | null;
  quantity: number;
  unitPrice: Cents;
  regularPrice: Cents;
  lineTotal: Cents;
  stockQuantity: number;
};

export type CartView = { lines: CartLine[]; count: number; subtotal: Cents };

/** '-min' thumbnail of an image URL: '/media/items/A.svg' → '/media/items/A-min.svg'. */
export function thumbnailOf(image: string | undefined | null): string | null {
  if (!image) return null;
  return image.replace(/(-min)?(\.[a-z0-9]+)$/i, '-min$2');
}

function line(key: string, item: CartItem, quantity: number): CartLine {
  // Unit price by the core precedence (list price, promotional price, price), so the total is the server's.
  const price = unitPrice({
    price: cents(item.price),
    promotionalPrice: cents(item.promotionalPrice),
    listPrice: item.listPrice == null ? null : cents(item.listPrice),
  });
  return {
    key,
    itemId: item.id,
    name: item.name,
    code: item.code,
    image: item.thumbnail ?? thumbnailOf(item.images[0]),
    quantity,
    unitPrice: price,
    regularPrice: cents(item.price),
    lineTotal: multiplyCents(price, quantity),
    stockQuantity: item.stockQuantity,
  };
}

function view(lines: CartLine[]): CartView {
  return {
    lines,
    count: lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotal: cartTotal(lines.map((l) => ({ unitPrice: l.unitPrice, quantity: l.quantity }))),
  };
}

/** A visitor's cart, with fresh prices and stock from the catalogue when they have arrived. */
export function guestCartView(lines: GuestLine[], fresh: ReadonlyMap<string, CartItem> = new Map()): CartView {
  return view(lines.map((l) => line(l.itemId, { ...l.item, ...(fresh.get(l.itemId) ?? {}) }, l.quantity)));
}

export function serverCartView(cart: ServerCart | undefined): CartView {
  return view((cart?.items ?? []).map((l) => line(l.id, l.item, l.quantity)));
}

/** The item as the guest cart keeps it: what the cart shows of a catalogue item, without the rest. */
export function toCartItem(item: CartItem): CartItem {
  return {
    id: item.id,
    code: item.code,
    name: item.name,
    price: item.price,
    promotionalPrice: item.promotionalPrice,
    listPrice: item.listPrice,
    images: item.images,
    thumbnail: item.thumbnail,
    stockQuantity: item.stockQuantity,
  };
}
