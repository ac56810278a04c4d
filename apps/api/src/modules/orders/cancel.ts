import { canCustomerCancel, isOrderStatus } from '@store/core';
import type { Db } from '../../db/database.js';
import { userError } from '../../lib/errors.js';
import type { StoreRow } from '../stores/repository.js';
import { findUserOrder, hasPaidPayment } from './repository.js';
import { statusTransaction } from '../order-status/after-commit.js';
import { changeOrderStatus } from '../order-status/change-status.js';

/**
 * The customer cancels an order that has not left yet: status 'cancelado' (which puts stock and the coupon use
 * back, see release.ts), in one transaction. Another user's order answers like a missing one.
 */
export async function cancelOrder(db: Db, store: StoreRow, userId: number, orderId: number): Promise<void> {
  await statusTransaction(db, async (trx) => {
    const order = await findUserOrder(trx, store.id, userId, orderId);
    if (!order) throw userError('order.notFound', 404);
    if (!isOrderStatus(order.status) || !canCustomerCancel(order.status)) throw userError('order.cannotCancel', 409);
    // an order paid and then being prepared ('processando') is the store's to cancel: it has money to give back
    if (await hasPaidPayment(trx, orderId)) throw userError('order.paidCannotCancel', 409);
    await changeOrderStatus(trx, orderId, 'cancelado', { message: 'Cancelado pelo cliente' });
  });
}
