import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { OrderPaymentsTable } from '../../db/tables/commerce.js';

const PAYMENT_COLUMNS = [
  'id', 'orderId', 'type', 'gateway', 'billingType', 'status', 'amount', 'installments', 'externalId', 'transaction',
] as const;

export async function insertPayment(trx: Db, row: Insertable<OrderPaymentsTable>): Promise<number> {
  const { id } = await trx.insertInto('orderPayments').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The store's active payment methods, by sequence. */
export async function listPaymentMethods(db: Db, storeId: number) {
  return db
    .selectFrom('paymentMethods')
    .selectAll()
    .where('storeId', '=', storeId)
    .where('active', '=', 1)
    .orderBy('sequence', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** An active payment method of the store that the shipping option accepts, or undefined. */
export async function findAcceptedPaymentMethod(db: Db, storeId: number, methodId: number, shippingOptionId: number) {
  return db
    .selectFrom('paymentMethods')
    .innerJoin('shippingOptionPaymentMethods as link', 'link.paymentMethodId', 'paymentMethods.id')
    .selectAll('paymentMethods')
    .where('paymentMethods.id', '=', methodId)
    .where('paymentMethods.storeId', '=', storeId)
    .where('paymentMethods.active', '=', 1)
    .where('link.shippingOptionId', '=', shippingOptionId)
    .executeTakeFirst();
}

export async function findPaymentByExternalId(db: Db, gateway: string, externalId: string) {
  return db.selectFrom('orderPayments').select(PAYMENT_COLUMNS).where('gateway', '=', gateway).where('externalId', '=', externalId).executeTakeFirst();
}

export async function findPaymentById(db: Db, id: number) {
  return db.selectFrom('orderPayments').select(PAYMENT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export type PaymentRow = NonNullable<Awaited<ReturnType<typeof findPaymentById>>>;

/**
 * Records a gateway event once: the unique (gateway, event_id) makes a replay, even a concurrent one, insert
 * nothing (a concurrent twin waits for the first to commit, then finds the conflict). True when this call recorded it.
 */
export async function recordEvent(trx: Db, event: { gateway: string; eventId: string; payload: string; receivedAt: string }): Promise<boolean> {
  const row = await trx
    .insertInto('paymentEvents')
    .values(event)
    .onConflict((oc) => oc.columns(['gateway', 'eventId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Moves a payment to `to` unless it is already in one of `unless`; the guard makes concurrent moves serialise. */
export async function movePayment(trx: Db, id: number, to: string, unless: readonly string[], at: string): Promise<boolean> {
  const result = await trx
    .updateTable('orderPayments')
    .set({ status: to, updatedAt: at })
    .where('id', '=', id)
    .where('status', 'not in', unless)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
