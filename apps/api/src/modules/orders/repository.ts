import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { OrderItemsTable, OrdersTable, StockAlertsTable } from '../../db/tables/commerce.js';

export type OrderRow = Selectable<OrdersTable>;

/** The user's order in the store, or undefined: another user's order looks exactly like a missing one. */
export async function findUserOrder(db: Db, storeId: number, userId: number, orderId: number) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('userId', '=', userId)
    .where('storeId', '=', storeId)
    .executeTakeFirst();
}

export type OrderSort = { column: 'createdAt' | 'total' | 'id'; direction: 'asc' | 'desc' };

export async function listUserOrders(
  db: Db,
  storeId: number,
  userId: number,
  page: { perPage: number; offset: number },
  sort: OrderSort,
) {
  const base = db.selectFrom('orders').where('userId', '=', userId).where('storeId', '=', storeId);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy(sort.column, sort.direction)
      .orderBy('id', sort.direction)
      .limit(page.perPage)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Items, payments and status history of several orders in three queries (no query per order). */
export async function loadOrderDetails(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return { items: [], payments: [], history: [] };
  const ids = [...orderIds];
  const [items, payments, history] = await Promise.all([
    db
      .selectFrom('orderItems')
      .leftJoin('items', 'items.id', 'orderItems.itemId')
      .select([
        'orderItems.id',
        'orderItems.orderId',
        'orderItems.itemId',
        'orderItems.variantId',
        'orderItems.name',
        'orderItems.quantity',
        'orderItems.price',
        'orderItems.total',
        'items.code',
        'items.images',
      ])
      .where('orderItems.orderId', 'in', ids)
      .orderBy('orderItems.id')
      .execute(),
    db.selectFrom('orderPayments').selectAll().where('orderId', 'in', ids).orderBy('id').execute(),
    db.selectFrom('orderStatusHistory').selectAll().where('orderId', 'in', ids).orderBy('id').execute(),
  ]);
  return { items, payments, history };
}

/** The user's order made with this Idempotency-Key, with the fingerprint of the request that made it. */
export async function findOrderByIdempotencyKey(db: Db, userId: number, key: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'status', 'total', 'requestHash'])
    .where('userId', '=', userId)
    .where('idempotencyKey', '=', key)
    .executeTakeFirst();
}

/**
 * Takes units of several items only if every one has that many left, in one conditional UPDATE (so concurrent orders
 * never go below zero; on PostgreSQL it also row-locks them). Returns the ids of the items it took from: fewer than
 * asked means the others were short, and the caller must roll back what this took.
 */
export async function takeItemsStock(trx: Db, takes: ReadonlyMap<number, number>): Promise<Set<number>> {
  const ids = [...takes.keys()];
  if (ids.length === 0) return new Set();
  const wanted = sql<number>`case ${sql.ref('id')} ${sql.join(
    ids.map((id) => sql`when ${id} then cast(${takes.get(id)} as integer)`),
    sql` `,
  )} end`;
  const taken = await trx
    .updateTable('items')
    .set((eb) => ({ stockQuantity: eb('stockQuantity', '-', wanted) }))
    .where('id', 'in', ids)
    .where('stockQuantity', '>=', wanted)
    .returning('id')
    .execute();
  return new Set(taken.map((row) => row.id));
}

/** What is left of each of several items. */
export async function itemsStock(db: Db, itemIds: readonly number[]): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('items')
    .select(['id', 'stockQuantity'])
    .where('id', 'in', [...itemIds])
    .execute();
  return new Map(rows.map((r) => [r.id, r.stockQuantity]));
}

/**
 * A new order and its lines, in two statements; returns the order's id. Its first status-history entry is written
 * with its first moves (openOrderStatus).
 */
export async function insertOrder(
  trx: Db,
  order: Insertable<OrdersTable>,
  lines: readonly Omit<Insertable<OrderItemsTable>, 'orderId'>[],
): Promise<number> {
  const { id } = await trx.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow();
  await trx
    .insertInto('orderItems')
    .values(lines.map((line) => ({ ...line, orderId: id })))
    .execute();
  return id;
}

/** Whether the order has a payment that went through (approved, authorized or paid). */
export async function hasPaidPayment(db: Db, orderId: number): Promise<boolean> {
  const row = await db
    .selectFrom('orderPayments')
    .select('id')
    .where('orderId', '=', orderId)
    .where('status', 'in', ['approved', 'authorized', 'paid'])
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the item is the store's and not deleted. */
export async function isLiveStoreItem(db: Db, storeId: number, itemId: number): Promise<boolean> {
  const row = await db
    .selectFrom('items')
    .select('id')
    .where('id', '=', itemId)
    .where('storeId', '=', storeId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}

/** A back-in-stock alert; asking again for the same item keeps the one alert. */
export async function insertStockAlert(db: Db, alert: Insertable<StockAlertsTable>): Promise<void> {
  await db
    .insertInto('stockAlerts')
    .values(alert)
    .onConflict((oc) => oc.columns(['userId', 'itemId']).doNothing())
    .execute();
}
