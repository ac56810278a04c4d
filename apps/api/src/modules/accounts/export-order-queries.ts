/** The orders section of the data export: the user's orders, their items, payments and status history. */
import type { Db } from '../../db/database.js';

export function ordersOf(db: Db, userId: number) {
  return db
    .selectFrom('orders')
    .select([
      'id',
      'createdAt',
      'updatedAt',
      'status',
      'statusMessage',
      'subtotal',
      'couponDiscount',
      'paymentDiscount',
      'freight',
      'total',
      'changeFor',
      'observation',
      'fiscalDocument',
      'fiscalDocumentLink',
      'address',
      'couponCode',
    ])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function orderItemsOf(db: Db, orderIds: number[]) {
  return db
    .selectFrom('orderItems')
    .select(['orderId', 'itemId', 'name', 'quantity', 'price', 'total'])
    .where('orderId', 'in', orderIds)
    .orderBy('id')
    .execute();
}

export function paymentsOf(db: Db, orderIds: number[]) {
  // the gateway's reference and answer (links, codes) stay out: they act on the payment
  return db
    .selectFrom('orderPayments')
    .select(['orderId', 'type', 'gateway', 'billingType', 'status', 'amount', 'installments', 'createdAt'])
    .where('orderId', 'in', orderIds)
    .orderBy('id')
    .execute();
}

export function historyOf(db: Db, orderIds: number[]) {
  return db
    .selectFrom('orderStatusHistory')
    .select(['orderId', 'status', 'message', 'createdAt'])
    .where('orderId', 'in', orderIds)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}
