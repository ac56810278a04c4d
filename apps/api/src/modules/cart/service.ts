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
import { countCartLines, deleteCartLine, emptyUserCart, findCart, listCartLines, lockCart, putCartItem, type CartLineRow } from './repository.js';

/** The user's cart lines priced for them (priceLines); lines whose item left the store are dropped. */
export async function pricedCartLines(db: Db, store: StoreRow, user: UserRow): Promise<{ cartId: number | null; lines: { row: CartLineRow; priced: PricedLine }[] }> {
  const cart = await findCart(db, user.id);
  if (!cart) return { cartId: null, lines: [] };
  const rows = await listCartLines(db, cart.id);
  const { lines } = await priceLines(db, store, user, rows);
  // priceLines keeps the request order and skips missing items, so one pass pairs each row with its price
  const paired: { row: CartLineRow; priced: PricedLine }[] = [];
  let next = 0;
  for (const row of rows) {
    const priced = lines[next];
    if (priced && priced.itemId === row.itemId) {
      paired.push({ row, priced });
      next += 1;
    }
  }
  return { cartId: cart.id, lines: paired };
}

/** `shoppingCart`: spec 3 'Cart', with each line's unit price and total for this buyer. Money in cents. */
export async function viewCart(db: Db, store: StoreRow, user: UserRow) {
  const { cartId, lines } = await pricedCartLines(db, store, user);
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
    const message = available === 0 ? msg('cart.outOfStock', { name: line.name }) : msg('cart.stockLimit', { name: line.name, available });
    throw validationError({ quantity: message });
  }
}

/**
 * `setShoppingCartItem`: each quantity is the new absolute quantity (0 removes). Everything is checked first —
 * quantities, items of this store not deleted ('Item indisponível'), stock unless the store ignores it — and
 * then written in one transaction, so a refused request changes nothing.
 */
export async function setCartItems(db: Db, store: StoreRow, user: UserRow, items: readonly ShoppingCartItemInput[]) {
  const requests = parseCartItems(items, { allowZero: true });
  const kept = requests.filter((r) => r.quantity > 0);
  const { lines, missing } = await priceLines(db, store, user, kept);
  if (missing.length > 0) throw validationError({ itemId: 'cart.itemUnavailable' });
  checkStock(store, lines);
  await db.transaction().execute(async (trx) => {
    const cartId = await lockCart(trx, user.id, store.id, nowIso());
    for (const request of requests) await putCartItem(trx, cartId, request.itemId, request.quantity);
    if ((await countCartLines(trx, cartId)) > MAX_CART_LINES) {
      throw validationError({ items: msg('cart.tooManyItems', { max: MAX_CART_LINES }) });
    }
  });
  return viewCart(db, store, user);
}

/** `unsetShoppingCartItem(id)`: removes one of the user's own lines; any other id is 'Item não encontrado no carrinho'. */
export async function unsetCartItem(db: Db, store: StoreRow, user: UserRow, rawId: string) {
  const id = parseId(rawId);
  const cart = await findCart(db, user.id);
  if (id === null || !cart || !(await deleteCartLine(db, cart.id, id))) throw notFoundError('cart.lineNotFound');
  return viewCart(db, store, user);
}

/** `clearShoppingCart`: empties the user's cart (the storefront also calls it on logout). */
export async function clearCart(db: Db, store: StoreRow, user: UserRow) {
  await emptyUserCart(db, user.id);
  return viewCart(db, store, user);
}
