import type { Db } from '../../db/database.js';
import { MAX_CART_LINES } from '@store/core';

/** A user's cart (one per user: carts are unique by user). */
export async function findCart(db: Db, userId: number) {
  return db.selectFrom('carts').select(['id', 'storeId']).where('userId', '=', userId).executeTakeFirst();
}

/**
 * The user's cart id, created on first use, and locked for the rest of the transaction, in one statement: the
 * upsert's update takes the row lock on PostgreSQL, so two requests of one user change the cart one after the other
 * (SQLite's BEGIN IMMEDIATE already serialises them); a concurrent first insert lands on the unique user id.
 */
export async function lockCart(trx: Db, userId: number, storeId: number, now: string): Promise<number> {
  const row = await trx
    .insertInto('carts')
    .values({ userId, storeId, createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ updatedAt: now }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The cart's lines in the order they were added; at most the 100 the cart lookup reads (or `limit`). */
export async function listCartLines(db: Db, cartId: number, limit: number = MAX_CART_LINES) {
  return db
    .selectFrom('cartItems')
    .select(['id', 'itemId', 'variantId', 'quantity'])
    .where('cartId', '=', cartId)
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}

export type CartLineRow = Awaited<ReturnType<typeof listCartLines>>[number];

/** Sets the quantity of an item already in the cart. */
export async function updateCartItem(trx: Db, cartId: number, itemId: number, quantity: number): Promise<void> {
  await trx
    .updateTable('cartItems')
    .set({ quantity })
    .where('cartId', '=', cartId)
    .where('itemId', '=', itemId)
    .execute();
}

/** Adds an item to the cart; returns the new line's id. */
export async function insertCartItem(trx: Db, cartId: number, itemId: number, quantity: number): Promise<number> {
  const row = await trx
    .insertInto('cartItems')
    .values({ cartId, itemId, variantId: null, quantity })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Takes an item out of the cart. */
export async function deleteCartItem(trx: Db, cartId: number, itemId: number): Promise<void> {
  await trx.deleteFrom('cartItems').where('cartId', '=', cartId).where('itemId', '=', itemId).execute();
}

/** Deletes one line, only if it is in this cart: another user's line id deletes nothing. */
export async function deleteCartLine(db: Db, cartId: number, lineId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('cartItems')
    .where('id', '=', lineId)
    .where('cartId', '=', cartId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Empties the user's cart, when there is one, in one statement: on clearShoppingCart, and when an order is placed. */
export async function emptyUserCart(db: Db, userId: number): Promise<void> {
  await db
    .deleteFrom('cartItems')
    .where('cartId', 'in', (eb) => eb.selectFrom('carts').select('id').where('userId', '=', userId))
    .execute();
}
