import { canCustomerCancel, isOrderStatus, t } from '@store/core';
import type { Db } from '../../db/database.js';
import { userError } from '../../lib/errors.js';
import { storeRules } from '../pricing/store-rules.js';
import type { StoreRow } from '../stores/repository.js';
import { findUserOrder } from './repository.js';
import { changeOrderStatus } from './status.js';


/**
 * The customer cancels an order that has not left yet: status 'cancelado', stock back on the shelf and the
 * coupon use given back, all in one transaction. Another user's order answers like a missing one.
 */
export async function cancelOrder(db: Db, store: StoreRow, userId: number, orderId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await findUserOrder(trx, store.id, userId, orderId);
    if (!order) throw userError(t('pt-BR', 'order.notFound'), 'not_found', 404);
    if (!isOrderStatus(order.status) || !canCustomerCancel(order.status)) throw userError(t('pt-BR', 'order.cannotCancel'), 'cannot_cancel', 409);
    await changeOrderStatus(trx, orderId, 'cancelado', { message: 'Cancelado pelo cliente' });
    if (!storeRules(store).ignoreStock) {
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
  });
}
