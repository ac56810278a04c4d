import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';

/** An order of a seeded customer, inserted directly: payments are tested before order creation exists. */
export async function insertOrder(db: Db, opts: { email?: string; total: number; status?: string }) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'storeId'])
    .where('email', '=', opts.email ?? 'cliente@petshop.demo')
    .executeTakeFirstOrThrow();
  const at = nowIso();
  return db
    .insertInto('orders')
    .values({
      storeId: user.storeId,
      userId: user.id,
      status: opts.status ?? 'pendente',
      statusMessage: null,
      subtotal: opts.total,
      total: opts.total,
      changeFor: null,
      observation: null,
      fiscalDocument: null,
      fiscalDocumentLink: null,
      addressId: null,
      address: null,
      shippingOptionId: null,
      paymentMethodId: null,
      couponId: null,
      couponCode: null,
      idempotencyKey: null,
      requestHash: null,
      createdAt: at,
      updatedAt: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A seeded payment method of a store by type: 'card', 'gateway', 'pix' or 'simple'. */
export async function methodOf(db: Db, storeSlug: string, type: 'card' | 'gateway' | 'pix' | 'simple') {
  return db
    .selectFrom('paymentMethods')
    .innerJoin('stores', 'stores.id', 'paymentMethods.storeId')
    .selectAll('paymentMethods')
    .where('stores.slug', '=', storeSlug)
    .where('paymentMethods.type', '=', type)
    .executeTakeFirstOrThrow();
}

export async function statusHistory(db: Db, orderId: number) {
  const rows = await db
    .selectFrom('orderStatusHistory')
    .select('status')
    .where('orderId', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.status);
}
