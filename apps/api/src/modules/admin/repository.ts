import type { Db } from '../../db/database.js';

/** The order, when it belongs to the store (another store's answers like a missing one). */
export async function findStoreOrder(db: Db, storeId: number, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'status'])
    .where('id', '=', orderId)
    .where('storeId', '=', storeId)
    .executeTakeFirst();
}

/** The order's newest payment still waiting (Pix, boleto or link). */
export async function findPendingPayment(db: Db, orderId: number) {
  return db
    .selectFrom('orderPayments')
    .select('id')
    .where('orderId', '=', orderId)
    .where('status', '=', 'pending')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function orderStatusOf(db: Db, orderId: number): Promise<string> {
  const order = await db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
  return order.status;
}

/** A live customer of the store by e-mail (any case). */
export async function findCustomerByEmail(db: Db, storeId: number, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'isCompany', 'companyVerifiedAt'])
    .where('storeId', '=', storeId)
    .where('email', '=', email.trim().toLowerCase())
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}
