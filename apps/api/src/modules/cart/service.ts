import { MAX_CART_LINES, cartTotal, msg } from '@store/core';
import type { Db } from '../../db/database.js';
import { notFoundError, validationError } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import type { UserRow } from '../auth/guard.js';
import { priceLines, type PricedLine } from '../pricing/price-lines.js';
import { storeRules } from '../stores/store-rules.js';
import type { StoreRow } from '../stores/repository.js';
import { parseId } from '../stores/scope.js';
import type { ShoppingCartItemInput } from '../../graphql/generated/resolvers.js';
import { parseCartItems } from './cart-input.js';
import {
  deleteCartItem,
  deleteCartLine,
  emptyUserCart,
  findCart,
  insertCartItem,
  listCartLines,
  lockCart,
  updateCartItem,
  type CartLineRow,
} from './repository.js';

type PricedCartLine = { row: CartLineRow; priced: PricedLine };

/** Pairs each cart row with its price; priceLines keeps the request order and skips missing items, so one pass does. */
function pairLines(rows: readonly CartLineRow[], lines: readonly PricedLine[]): PricedCartLine[] {
  const paired: PricedCartLine[] = [];
  let next = 0;
  for (const row of rows) {
    const priced = lines[next];
    if (priced && priced.itemId === row.itemId) {
      paired.push({ row, priced });
      next += 1;
    }
  }
  return paired;
}

/**
 * The lines a coupon is checked against, always priced by the server for this buyer: `items` when given (a visitor's
 * browser cart), else the signed-in user's cart. Items of another store or deleted ones cannot be bought, so they do
 * not count towards the coupon either.
 */
export async function couponLines(
  db: Db,
  store: StoreRow,
  viewer: UserRow | null,
  items: readonly ShoppingCartItemInput[] | null | undefined,
): Promise<PricedLine[]> {
  if (items) return (await priceLines(db, store, viewer, parseCartItems(items, { allowZero: false }))).lines;
  if (viewer) return (await pricedCartLines(db, store, viewer)).lines.map((l) => l.priced);
  return [];
}

/**
 * The user's cart lines priced for them (priceLines); lines whose item left the store are dropped. A caller that
 * already knows the cart passes its id; one that shows no coupon leaves the lines' categories out.
 */
async function pricedCartLines(
  db: Db,
  store: StoreRow,
  user: UserRow,
  options: { cartId?: number; categories?: boolean } = {},
): Promise<{ cartId: number | null; lines: PricedCartLine[] }> {
  const cartId = options.cartId ?? (await findCart(db, user.id))?.id ?? null;
  if (cartId === null) return { cartId: null, lines: [] };
  const rows = await listCartLines(db, cartId);
  const { lines } = await priceLines(db, store, user, rows, { categories: options.categories ?? true });
  return { cartId, lines: pairLines(rows, lines) };
}

/** `shoppingCart`: spec 3 'Cart', with each line's unit price and total for this buyer. Money in cents. */
export async function viewCart(db: Db, store: StoreRow, user: UserRow, cartId?: number) {
  const { cartId: id, lines } = await pricedCartLines(db, store, user, {
    ...(cartId === undefined ? {} : { cartId }),
    categories: false,
  });
  return cartView(id, lines);
}

function cartView(cartId: number | null, lines: readonly PricedCartLine[]) {
  return {
    id: cartId,
    total: cartTotal(lines.map((l) => l.priced)),
    items: lines.map(({ row, priced }) => ({
      id: row.id,
      quantity: row.quantity,
      unitPrice: priced.unitPrice,
      total: priced.total,
      item: {
        id: priced.itemId,
        code: priced.code,
        name: priced.name,
        price: priced.price,
        promotionalPrice: priced.promotionalPrice,
        listPrice: priced.listPrice,
        images: priced.images,
        stockQuantity: priced.stockQuantity,
      },
    })),
  };
}

function checkStock(store: StoreRow, lines: readonly PricedLine[]): void {
  if (storeRules(store).ignoreStock) return;
  for (const line of lines) {
    if (line.quantity <= line.stockQuantity) continue;
    const available = Math.max(0, line.stockQuantity);
    const message =
      available === 0
        ? msg('cart.outOfStock', { name: line.name })
        : msg('cart.stockLimit', { name: line.name, available });
    throw validationError({ quantity: message });
  }
}

/**
 * `setShoppingCartItem`: each quantity is the new absolute quantity (0 removes; an item named twice keeps its last).
 * In one transaction the cart is locked and read, the cart it would become is priced once and checked — a requested
 * item not of this store or deleted ('Item indisponível'), a quantity over its stock (unless the store ignores stock),
 * more than MAX_CART_LINES lines — and only then written, so a refused request changes nothing. The answer is the
 * cart as priced there.
 */
export async function setCartItems(db: Db, store: StoreRow, user: UserRow, items: readonly ShoppingCartItemInput[]) {
  const requests = parseCartItems(items, { allowZero: true });
  const { cartId, lines } = await db.transaction().execute(async (trx) => {
    const id = await lockCart(trx, user.id, store.id, nowIso());
    const rows = await listCartLines(trx, id);
    const quantities = new Map(rows.map((r) => [r.itemId, r.quantity]));
    for (const request of requests) {
      if (request.quantity === 0) quantities.delete(request.itemId);
      else quantities.set(request.itemId, request.quantity);
    }
    const wanted = [...quantities].map(([itemId, quantity]) => ({ itemId, quantity }));
    const priced = await priceLines(trx, store, user, wanted, { categories: false });
    const asked = new Set(requests.filter((r) => r.quantity > 0).map((r) => r.itemId));
    if (priced.missing.some((itemId) => asked.has(itemId))) throw validationError({ itemId: 'cart.itemUnavailable' });
    checkStock(
      store,
      priced.lines.filter((line) => asked.has(line.itemId)),
    );
    if (quantities.size > MAX_CART_LINES)
      throw validationError({ items: msg('cart.tooManyItems', { max: MAX_CART_LINES }) });

    const lineIds = new Map(rows.map((r) => [r.itemId, r.id]));
    for (const { itemId, quantity } of requests) {
      if (quantity === 0) {
        if (lineIds.delete(itemId)) await deleteCartItem(trx, id, itemId);
      } else if (lineIds.has(itemId)) {
        await updateCartItem(trx, id, itemId, quantity);
      } else {
        lineIds.set(itemId, await insertCartItem(trx, id, itemId, quantity));
      }
    }
    const variants = new Map(rows.map((r) => [r.itemId, r.variantId]));
    const after = [...lineIds]
      .map(([itemId, lineId]) => ({
        id: lineId,
        itemId,
        variantId: variants.get(itemId) ?? null,
        quantity: quantities.get(itemId)!,
      }))
      .sort((a, b) => a.id - b.id);
    const byItem = new Map(priced.lines.map((line) => [line.itemId, line]));
    return {
      cartId: id,
      lines: after.flatMap((row) => (byItem.has(row.itemId) ? [{ row, priced: byItem.get(row.itemId)! }] : [])),
    };
  });
  return cartView(cartId, lines);
}

/** `unsetShoppingCartItem(id)`: removes one of the user's own lines; any other id is 'Item não encontrado no carrinho'. */
export async function unsetCartItem(db: Db, store: StoreRow, user: UserRow, rawId: string) {
  const id = parseId(rawId);
  const cart = await findCart(db, user.id);
  if (id === null || !cart || !(await deleteCartLine(db, cart.id, id))) throw notFoundError('cart.lineNotFound');
  return viewCart(db, store, user, cart.id);
}

/** `clearShoppingCart`: empties the user's cart (the storefront also calls it on logout). */
export async function clearCart(db: Db, store: StoreRow, user: UserRow) {
  await emptyUserCart(db, user.id);
  return viewCart(db, store, user);
}
