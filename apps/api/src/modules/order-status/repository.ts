import { t, withTexts, type Message } from '@store/core';
import type { Db } from '../../db/database.js';
import { notificationCreated, type NotificationCreated } from '../../lib/notification-events.js';
import { afterCommit } from './after-commit.js';

export async function findOrderState(db: Db, orderId: number) {
  return db
    .selectFrom('orders')
    .leftJoin('shippingOptions', 'shippingOptions.id', 'orders.shippingOptionId')
    .select(['orders.id', 'orders.status', 'orders.userId', 'shippingOptions.type as shippingType'])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
}

/** Moves the order only if it is still in `from`: two concurrent changes from the same status serialise, one wins. */
export async function moveOrderStatus(
  trx: Db,
  orderId: number,
  change: { from: string; to: string; message: string | null; at: string },
) {
  const updated = await trx
    .updateTable('orders')
    .set({ status: change.to, statusMessage: change.message, updatedAt: change.at })
    .where('id', '=', orderId)
    .where('status', '=', change.from)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Status-history entries, in one INSERT; their ids follow the order given. */
export async function addStatusHistory(
  trx: Db,
  rows: readonly { orderId: number; status: string; message: string | null; createdAt: string }[],
) {
  await trx
    .insertInto('orderStatusHistory')
    .values([...rows])
    .execute();
}

export type StatusNotice = {
  userId: number;
  orderId: number;
  status: string;
  title: Message;
  message: Message;
  createdAt: string;
};

/**
 * Tells the customer of status changes: their notification rows in one INSERT (the texts in pt-BR, and as keys in
 * the payload for readers of other languages), and each pushed to their devices
 * once the transaction commits (at once outside a statusTransaction), beside it and never failing it.
 */
export async function notifyOrderStatus(trx: Db, notices: readonly StatusNotice[]) {
  const created: NotificationCreated[] = notices.map((row) => ({
    userId: row.userId,
    type: 'order_status',
    title: t('pt-BR', row.title),
    message: t('pt-BR', row.message),
    payload: JSON.stringify(withTexts({ orderId: row.orderId, status: row.status }, row.title, row.message)),
    createdAt: row.createdAt,
  }));
  await trx
    .insertInto('notifications')
    .values(created.map((notification) => ({ ...notification, readed: 0 })))
    .execute();
  await afterCommit(trx, async () => {
    for (const notification of created) notificationCreated(notification);
  });
}

/** What an order holds that can go back: its coupon and its store's config (for the stock rule). */
export async function findOrderHoldings(trx: Db, orderId: number) {
  return trx
    .selectFrom('orders')
    .innerJoin('stores', 'stores.id', 'orders.storeId')
    .select(['orders.couponId', 'stores.config'])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
}

export async function returnStock(trx: Db, orderId: number): Promise<void> {
  const lines = await trx
    .selectFrom('orderItems')
    .select(['itemId', 'quantity'])
    .where('orderId', '=', orderId)
    .execute();
  for (const line of lines) {
    await trx
      .updateTable('items')
      .set((eb) => ({ stockQuantity: eb('stockQuantity', '+', line.quantity) }))
      .where('id', '=', line.itemId)
      .execute();
  }
}

/** Gives the order's coupon use back, once: only when its usage row was still there. */
export async function returnCouponUse(trx: Db, orderId: number, couponId: number): Promise<void> {
  const usage = await trx.deleteFrom('couponUsages').where('orderId', '=', orderId).executeTakeFirst();
  if (Number(usage.numDeletedRows) === 0) return;
  await trx
    .updateTable('coupons')
    .set((eb) => ({ usedCount: eb('usedCount', '-', 1) }))
    .where('id', '=', couponId)
    .where('usedCount', '>', 0)
    .execute();
}
