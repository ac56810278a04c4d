import type { Db } from '../../db/database.js';

/** Who someone is in an order's delivery: its customer, its assigned courier or the store's staff (admins too). */
export type DeliveryRole = 'customer' | 'courier' | 'staff';

/** The part of a signed-in user that decides access (a `UserRow` fits). */
export type DeliveryUser = { id: number; storeId: number; role: string };

/** Store people who may follow any delivery of their own store. */
export const STORE_ROLES: ReadonlySet<string> = new Set(['staff', 'admin']);

export async function findDeliveryOrder(db: Db, orderId: number) {
  if (!Number.isSafeInteger(orderId) || orderId <= 0) return undefined;
  return db
    .selectFrom('orders')
    .select(['id', 'storeId', 'userId', 'courierId', 'status'])
    .where('id', '=', orderId)
    .executeTakeFirst();
}

/** The role an order gives a user, from a row already read (no query). */
export function roleInOrder(
  user: DeliveryUser,
  order: { storeId: number; userId: number; courierId: number | null },
): DeliveryRole | null {
  if (order.storeId !== user.storeId) return null;
  if (order.userId === user.id) return 'customer';
  if (user.role === 'courier' && order.courierId === user.id) return 'courier';
  if (STORE_ROLES.has(user.role)) return 'staff';
  return null;
}

/**
 * The user's role in the order, or null when they have none there (or the order does not exist): callers answer
 * both the same way, so another person's order cannot be told apart from a missing one.
 */
export async function canJoin(db: Db, user: DeliveryUser, orderId: number): Promise<DeliveryRole | null> {
  const order = await findDeliveryOrder(db, orderId);
  return order ? roleInOrder(user, order) : null;
}
