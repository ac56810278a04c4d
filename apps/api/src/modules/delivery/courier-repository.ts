import type { Db } from '../../db/database.js';

/** Statuses after which a delivery is over for the courier: it leaves their list and the tracking closes. */
export const DELIVERY_OVER: readonly string[] = [
  'entregue',
  'concluido',
  'finalizado',
  'nao_entregue',
  'cancelado',
  'rejeitado',
];

/** Out for delivery: the courier is on the road and the customer may see where. */
export const UNDER_WAY: readonly string[] = ['saiu_entrega', 'em_rota_entrega'];

const COURIER_ORDER_COLUMNS = [
  'orders.id',
  'orders.storeId',
  'orders.userId',
  'orders.courierId',
  'orders.status',
  'orders.address',
  'orders.total',
  'orders.createdAt',
  'orders.updatedAt',
  'orders.deliveryCode',
  'orders.deliveryCodeTries',
  'orders.deliveryCodeLockedUntil',
  'users.name as customerName',
  'shippingOptions.type as shippingType',
] as const;

export type CourierOrderRow = NonNullable<Awaited<ReturnType<typeof findCourierOrder>>>;

/** A live courier of the store, by id or e-mail; anyone else (a customer, another store's courier) is undefined. */
export async function findStoreCourier(db: Db, storeId: number, by: { id: number } | { email: string }) {
  let q = db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'storeId'])
    .where('storeId', '=', storeId)
    .where('role', '=', 'courier')
    .where('deletedAt', 'is', null);
  q = 'id' in by ? q.where('id', '=', by.id) : q.where('email', '=', by.email.trim().toLowerCase());
  return q.executeTakeFirst();
}

export async function findStoreOrderForAssignment(db: Db, storeId: number, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'status', 'courierId'])
    .where('id', '=', orderId)
    .where('storeId', '=', storeId)
    .executeTakeFirst();
}

export async function setOrderCourier(db: Db, orderId: number, courierId: number, at: string): Promise<void> {
  await db.updateTable('orders').set({ courierId, updatedAt: at }).where('id', '=', orderId).execute();
}

/** The courier's assigned orders in the store that are not over, oldest first (the order they are usually taken). */
export async function listCourierOrders(db: Db, storeId: number, courierId: number) {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.userId')
    .leftJoin('shippingOptions', 'shippingOptions.id', 'orders.shippingOptionId')
    .select(COURIER_ORDER_COLUMNS)
    .where('orders.storeId', '=', storeId)
    .where('orders.courierId', '=', courierId)
    .where('orders.status', 'not in', DELIVERY_OVER)
    .orderBy('orders.createdAt')
    .orderBy('orders.id')
    .limit(100)
    .execute();
}

/** One order of the courier's, over or not (the caller decides): another courier's answers undefined, like a missing one. */
export async function findCourierOrder(db: Db, storeId: number, courierId: number, orderId: number) {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.userId')
    .leftJoin('shippingOptions', 'shippingOptions.id', 'orders.shippingOptionId')
    .select(COURIER_ORDER_COLUMNS)
    .where('orders.id', '=', orderId)
    .where('orders.storeId', '=', storeId)
    .where('orders.courierId', '=', courierId)
    .executeTakeFirst();
}

/** A fresh code for a delivery that starts: earlier wrong tries and any lock are forgotten. */
export async function setDeliveryCode(trx: Db, orderId: number, code: string | null): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ deliveryCode: code, deliveryCodeTries: 0, deliveryCodeLockedUntil: null })
    .where('id', '=', orderId)
    .execute();
}

/**
 * Takes one try at the code, atomically: counted only while the tries are not locked (`lockedUntil` past) and fewer
 * than `max` were taken, and answers the stored code to compare against; undefined when no try is left. Taking the
 * try before comparing is what keeps concurrent tries from each seeing the same count.
 */
export async function claimCodeTry(db: Db, orderId: number, max: number, nowIso: string) {
  const row = await db
    .updateTable('orders')
    .set((eb) => ({ deliveryCodeTries: eb('deliveryCodeTries', '+', 1) }))
    .where('id', '=', orderId)
    .where((eb) => eb.or([eb('deliveryCodeLockedUntil', 'is', null), eb('deliveryCodeLockedUntil', '<=', nowIso)]))
    .where('deliveryCodeTries', '<', max)
    .returning(['deliveryCodeTries as tries', 'deliveryCode'])
    .executeTakeFirst();
  return row;
}

/** The last allowed try was wrong: locked until `lockUntil`, and the count starts again once the lock is over. */
export async function lockCodeTries(db: Db, orderId: number, lockUntil: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ deliveryCodeTries: 0, deliveryCodeLockedUntil: lockUntil })
    .where('id', '=', orderId)
    .execute();
}

export async function findCodeLock(db: Db, orderId: number): Promise<string | null> {
  const row = await db
    .selectFrom('orders')
    .select('deliveryCodeLockedUntil')
    .where('id', '=', orderId)
    .executeTakeFirst();
  return row?.deliveryCodeLockedUntil ?? null;
}

/** The code the order's own customer reads on the order page. */
export async function findCustomerDeliveryCode(db: Db, orderId: number, userId: number) {
  return db
    .selectFrom('orders')
    .select(['deliveryCode', 'status'])
    .where('id', '=', orderId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** The courier's first name and the order's destination, for the customer's tracking. */
export async function findDeliveryFacts(db: Db, orderId: number, userId: number) {
  return db
    .selectFrom('orders')
    .leftJoin('users as courier', 'courier.id', 'orders.courierId')
    .select([
      'orders.id',
      'orders.status',
      'orders.address',
      'orders.courierId',
      'orders.updatedAt',
      'courier.name as courierName',
    ])
    .where('orders.id', '=', orderId)
    .where('orders.userId', '=', userId)
    .executeTakeFirst();
}
