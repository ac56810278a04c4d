import type { Db } from '../../db/database.js';
import { storeRules } from '../pricing/store-rules.js';

/**
 * Puts back what an order held when it ends without being fulfilled (cancelled or rejected, by the customer, the
 * store or the gateway): its units go back on the shelf and its coupon use is given back. Runs in the caller's
 * transaction, once, as part of the status change into a final status.
 */
export async function releaseOrder(trx: Db, orderId: number): Promise<void> {
  const order = await trx
    .selectFrom('orders')
    .innerJoin('stores', 'stores.id', 'orders.storeId')
    .select(['orders.couponId', 'stores.config'])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
  if (!storeRules(order).ignoreStock) {
    const lines = await trx.selectFrom('orderItems').select(['itemId', 'quantity']).where('orderId', '=', orderId).execute();
    for (const line of lines) {
      await trx
        .updateTable('items')
        .set((eb) => ({ stockQuantity: eb('stockQuantity', '+', line.quantity) }))
        .where('id', '=', line.itemId)
        .execute();
    }
  }
  if (order.couponId !== null) {
    const usage = await trx.deleteFrom('couponUsages').where('orderId', '=', orderId).executeTakeFirst();
    if (Number(usage.numDeletedRows) > 0) {
      await trx
        .updateTable('coupons')
        .set((eb) => ({ usedCount: eb('usedCount', '-', 1) }))
        .where('id', '=', order.couponId)
        .where('usedCount', '>', 0)
        .execute();
    }
  }
}
