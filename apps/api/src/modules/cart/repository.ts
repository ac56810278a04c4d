import type { Db } from '../../db/database.js';
import { MAX_CART_LINES } from '@store/core';

/** A user's cart (one per user: carts are unique by user). */
export async function findCart(db: Db, userId: number) {
  return db.selectFrom('carts').select(['id', 'storeId']).where('userId', '=', userId).executeTakeFirst();
}

/**
 * The user's cart id, created on first use, and locked for the rest of the transaction: the UPDATE takes the
 * row lock on PostgreSQL, so two requests of one user change the cart one after the other (SQLite's
 * BEGIN IMMEDIATE already serialises them). A concurrent first insert is absorbed by the unique user id.
 */
export async function lockCart(trx: Db, userId: number, storeId: number, now: string): Promise<number> {
  await trx
    .insertInto('carts')
    .values({ userId, storeId, createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
  const row = await trx.updateTable('carts').set({ updatedAt: now }).where('userId', '=', userId).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The cart's lines in the order they were added; at most the 100 the cart lookup reads. */
export async function listCartLines(db: Db, cartId: number) {
  return db
    .selectFrom('cartItems')
    .select(['id', 'itemId', 'variantId', 'quantity'])
    .where('cartId', '=', cartId)
    .orderBy('id', 'asc')
    .limit(MAX_CART_LINES)
    .execute();
}

export type CartLineRow = Awaited<ReturnType<typeof listCartLines>>[number];

export async function countCartLines(db: Db, cartId: number): Promise<number> {
  const row = await db
    .selectFrom('cartItems')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('cartId', '=', cartId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Sets the absolute quantity of an item in the cart; 0 removes it. */
export async function putCartItem(trx: Db, cartId: number, itemId: number, quantity: number): Promise<void> {
  if (quantity === 0) {
    await trx.deleteFrom('cartItems').where('cartId', '=', cartId).where('itemId', '=', itemId).execute();
    return;
  }
  const updated = await trx.updateTable('cartItems').set({ quantity }).where('cartId', '=', cartId).where('itemId', '=', itemId).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await trx.insertInto('cartItems').values({ cartId, itemId, variantId: null, quantity }).execute();
}

/** Deletes one line, only if it is in this cart: another user's line id deletes nothing. */
export async function deleteCartLine(db: Db, cartId: number, lineId: number): Promise<boolean> {
  const result = await db.deleteFrom('cartItems').where('id', '=', lineId).where('cartId', '=', cartId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteCartLines(db: Db, cartId: number): Promise<void> {
  await db.deleteFrom('cartItems').where('cartId', '=', cartId).execute();
}

/** Empties the user's cart, when there is one: on clearShoppingCart, and when an order is placed. */
export async function emptyUserCart(db: Db, userId: number): Promise<void> {
  const cart = await findCart(db, userId);
  if (cart) await deleteCartLines(db, cart.id);
}
