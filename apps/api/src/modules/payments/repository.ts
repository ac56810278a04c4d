import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PaymentCardsTable } from '../../db/tables/accounts.js';
import type { OrderPaymentsTable } from '../../db/tables/commerce.js';

const PAYMENT_COLUMNS = [
  'id',
  'orderId',
  'type',
  'gateway',
  'billingType',
  'status',
  'amount',
  'installments',
  'externalId',
  'transaction',
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
  return db
    .selectFrom('orderPayments')
    .select(PAYMENT_COLUMNS)
    .where('gateway', '=', gateway)
    .where('externalId', '=', externalId)
    .executeTakeFirst();
}

export async function findPaymentById(db: Db, id: number) {
  return db.selectFrom('orderPayments').select(PAYMENT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export type PaymentRow = NonNullable<Awaited<ReturnType<typeof findPaymentById>>>;

/**
 * Records a gateway event once: the unique (gateway, event_id) makes a replay, even a concurrent one, insert
 * nothing (a concurrent twin waits for the first to commit, then finds the conflict). True when this call recorded it.
 */
export async function recordEvent(
  trx: Db,
  event: { gateway: string; eventId: string; payload: string; receivedAt: string },
): Promise<boolean> {
  const row = await trx
    .insertInto('paymentEvents')
    .values(event)
    .onConflict((oc) => oc.columns(['gateway', 'eventId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Moves a payment to `to` unless it is already in one of `unless`; the guard makes concurrent moves serialise. */
export async function movePayment(
  trx: Db,
  id: number,
  to: string,
  unless: readonly string[],
  at: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('orderPayments')
    .set({ status: to, updatedAt: at })
    .where('id', '=', id)
    .where('status', 'not in', unless)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The store's name with the document, e-mail and city a Pix or boleto shows as the merchant, or undefined. */
export async function findStoreMerchantDetails(db: Db, storeId: number) {
  return db
    .selectFrom('stores')
    .innerJoin('storeDetails', 'storeDetails.storeId', 'stores.id')
    .select(['stores.name', 'storeDetails.cpfCnpj', 'storeDetails.email', 'storeDetails.city'])
    .where('stores.id', '=', storeId)
    .executeTakeFirst();
}

/** The gateway and the digits and expiry of each of the user's saved cards, to spot the same card saved again. */
export async function listSavedCardKeys(db: Db, userId: number) {
  return db
    .selectFrom('paymentCards')
    .select(['id', 'gateway', 'cardFirstDigits', 'cardLastDigits', 'cardExpMonth', 'cardExpYear'])
    .where('userId', '=', userId)
    .execute();
}

/** Points a saved card at its new vault id and holder name. */
export async function refreshSavedCard(
  trx: Db,
  id: number,
  patch: { externalId: string; cardHolderName: string },
): Promise<void> {
  await trx.updateTable('paymentCards').set(patch).where('id', '=', id).execute();
}

/** A new saved card; returns its id. */
export async function insertSavedCard(trx: Db, row: Insertable<PaymentCardsTable>): Promise<number> {
  const { id } = await trx.insertInto('paymentCards').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The user's saved card on this gateway with this vault id, or undefined. */
export async function findSavedCardByExternalId(db: Db, userId: number, gateway: string, externalId: string) {
  return db
    .selectFrom('paymentCards')
    .select('id')
    .where('externalId', '=', externalId)
    .where('userId', '=', userId)
    .where('gateway', '=', gateway)
    .executeTakeFirst();
}

/** The vault id of the user's saved card on this gateway, or undefined: another user's card looks missing. */
export async function findSavedCardVaultId(db: Db, userId: number, gateway: string, id: number) {
  return db
    .selectFrom('paymentCards')
    .select('externalId')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('gateway', '=', gateway)
    .executeTakeFirst();
}

/** The id and gateway of the store's active payment method, or undefined. */
export async function findActiveMethodGateway(db: Db, storeId: number, methodId: number) {
  return db
    .selectFrom('paymentMethods')
    .select(['id', 'gateway'])
    .where('id', '=', methodId)
    .where('storeId', '=', storeId)
    .where('active', '=', 1)
    .executeTakeFirst();
}

/** The gateway and type of a payment, or undefined. */
export async function findPaymentSource(db: Db, paymentId: number) {
  return db.selectFrom('orderPayments').select(['gateway', 'type']).where('id', '=', paymentId).executeTakeFirst();
}

/** The order, amount and status of the gateway's payment-link payment with this external id, or undefined. */
export async function findLinkPayment(db: Db, gateway: string, externalId: string) {
  return db
    .selectFrom('orderPayments')
    .select(['orderPayments.orderId', 'orderPayments.amount', 'orderPayments.status'])
    .where('orderPayments.gateway', '=', gateway)
    .where('orderPayments.billingType', '=', 'link')
    .where('orderPayments.externalId', '=', externalId)
    .executeTakeFirst();
}

/** The store's active method that takes cards through a gateway, whole (its networks and gateway), or undefined. */
export async function findCardMethod(db: Db, storeId: number, methodId: number) {
  return db
    .selectFrom('paymentMethods')
    .selectAll()
    .where('id', '=', methodId)
    .where('storeId', '=', storeId)
    .where('active', '=', 1)
    .where('type', 'in', ['card', 'gateway'])
    .where('gateway', 'is not', null)
    .executeTakeFirst();
}
