import { randomBytes } from 'node:crypto';
import { cents, NO_CHANGE, t, validateCashAmount } from '@store/core';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { OrdersTable } from '../../db/tables/commerce.js';
import { paymentError, validationError } from '../../lib/errors.js';
import { supportedTypes } from '../../db/json-columns.js';
import { nowIso } from '../../lib/time.js';
import { findUserAddressId } from '../accounts/address-repository.js';
import { cardCharge, checkInstallments, type ChargeCard, type MethodRow } from './card-input.js';
import { applyPaymentEvent } from './events.js';
import type { BillingType, ChargeStatus, ChargeTransaction, GatewayRegistry, VaultedCard } from './gateway.js';
import {
  findPaymentSource,
  findStoreMerchantDetails,
  insertPayment,
  insertSavedCard,
  listSavedCardKeys,
  refreshSavedCard,
} from './repository.js';
import { pixTransaction } from './sandbox-documents.js';
import { zoneOfStore } from '../stores/time-zone.js';

export type StartPaymentInput = {
  gateways: GatewayRegistry;
  order: Pick<Selectable<OrdersTable>, 'id' | 'storeId' | 'userId' | 'total'>;
  /** the payment_methods row the shopper chose */
  method: MethodRow;
  billingType?: string | null;
  card?: ChargeCard | null;
  installments?: number | null;
  /** cash: the note the shopper pays with, in cents; -1 = no change needed */
  changeFor?: number | null;
  now?: Date;
};

/** What the orders module decides the order's status from: approved → pagamento_aprovado, pending → pagamento_pendente. */
export type PaymentOutcome = {
  paymentId: number;
  status: Exclude<ChargeStatus, 'declined'>;
  type: string;
  gateway: string | null;
  billingType: string | null;
  externalId: string | null;
  transaction: ChargeTransaction;
  /** the saved card made from this payment, when the shopper asked to keep it */
  savedCardId: number | null;
};

const BILLING_TYPES: readonly string[] = ['credit', 'debit', 'pix', 'boleto', 'link'];
const invalidMethod = () => validationError({ paymentMethod: 'payment.invalidMethod' });
const storeConfigError = () => paymentError('card.invalidStoreConfig', 'card.checkData');

/** The store's Pix key and the name and city the payer's bank shows: the CNPJ/CPF when set, else the store e-mail. */
async function storeMerchant(trx: Db, storeId: number) {
  const row = await findStoreMerchantDetails(trx, storeId);
  const document = (row?.cpfCnpj ?? '').replace(/\D/g, '');
  const key = document.length === 11 || document.length === 14 ? document : row?.email?.trim();
  if (!row || !key || !row.city) return null;
  return { key, merchant: { name: row.name, city: row.city } };
}

/**
 * Charges an order the way the shopper chose and records it as an order_payments row (display data only).
 * A refusal throws a payment error carrying the gateway's message and reason; bad input throws a validation error.
 * Runs inside the caller's transaction, so a failure later in order creation drops the row too.
 */
export async function startPayment(trx: Db, input: StartPaymentInput): Promise<PaymentOutcome> {
  const { order, method } = input;
  const now = input.now ?? new Date();
  if (method.storeId !== order.storeId || method.active !== 1) throw invalidMethod();
  const base = { orderId: order.id, amount: order.total, createdAt: nowIso(now), updatedAt: nowIso(now) };
  const record = async (
    row: {
      type: string;
      gateway: string | null;
      billingType: string | null;
      status: PaymentOutcome['status'];
      installments: number;
      externalId: string | null;
      transaction: ChargeTransaction;
    },
    savedCardId: number | null = null,
  ): Promise<PaymentOutcome> => {
    const paymentId = await insertPayment(trx, { ...base, ...row, transaction: JSON.stringify(row.transaction) });
    return { paymentId, ...row, savedCardId };
  };

  if (method.type === 'simple') {
    checkInstallments(method, 'cash', order.total, input.installments);
    const changeFor = input.changeFor;
    if (changeFor == null || !Number.isSafeInteger(changeFor))
      throw validationError({ changeFor: 'validation.required' });
    if (changeFor !== NO_CHANGE) {
      const below = validateCashAmount(cents(changeFor), cents(order.total));
      if (below) throw validationError({ changeFor: below });
    }
    const transaction =
      changeFor === NO_CHANGE
        ? { changeFor: null, change: null, label: t('pt-BR', 'cash.noChange') }
        : { changeFor, change: changeFor - order.total, label: t('pt-BR', 'payment.changeFor', { amount: changeFor }) };
    return record({
      type: 'simple',
      gateway: null,
      billingType: null,
      status: 'pending',
      installments: 1,
      externalId: null,
      transaction,
    });
  }

  if (order.total <= 0) throw invalidMethod();
  if (method.type === 'pix') {
    if (input.billingType != null && input.billingType !== 'pix') throw invalidMethod();
    checkInstallments(method, 'pix', order.total, input.installments);
    const store = await storeMerchant(trx, order.storeId);
    if (!store) throw storeConfigError();
    const txid = `PED${order.id}X${randomBytes(8).toString('hex')}`.slice(0, 25);
    const transaction = pixTransaction({
      key: store.key,
      merchant: store.merchant,
      amount: cents(order.total),
      txid,
      now,
    });
    return record({
      type: 'pix',
      gateway: null,
      billingType: 'pix',
      status: 'pending',
      installments: 1,
      externalId: String(transaction.txid),
      transaction,
    });
  }

  const gateway = input.gateways.get(method.gateway);
  if (!gateway) throw paymentError('card.unsupportedGateway', 'card.invalidStoreConfig');
  const supported = supportedTypes(method.supportedTypes);
  const billingType = input.billingType ?? '';
  const cardOnly = method.type === 'card' && billingType !== 'credit' && billingType !== 'debit';
  if (!BILLING_TYPES.includes(billingType) || !supported.includes(billingType) || cardOnly) throw invalidMethod();
  const installments = checkInstallments(method, billingType, order.total, input.installments);
  const isCard = billingType === 'credit' || billingType === 'debit';
  const card = isCard ? await cardCharge(trx, { gateway, method, userId: order.userId, card: input.card, now }) : null;
  const store = billingType === 'pix' || billingType === 'boleto' ? await storeMerchant(trx, order.storeId) : null;

  const result = await gateway.charge({
    ...card?.request,
    scope: { storeId: order.storeId, paymentMethodId: method.id },
    orderId: order.id,
    amountCents: cents(order.total),
    method: billingType as BillingType,
    installments: installments.count,
    ...(isCard ? { installmentAmounts: installments.amounts.map((amount) => cents(amount)) } : {}),
    ...(store ? { merchant: store.merchant } : {}),
    ...(billingType === 'boleto' ? { timeZone: await zoneOfStore(trx, order.storeId) } : {}),
  });
  if (result.status === 'declined') throw paymentError(result.message, result.declineReason);

  let savedCardId: number | null = null;
  if (card && !card.saved && input.card?.save && input.card.numberToken && card.request.expiry) {
    const vaulted = await gateway.vaultCard({
      numberToken: input.card.numberToken,
      cardholderName: card.request.holderName ?? '',
      expirationMonth: card.request.expiry.month,
      expirationYear: card.request.expiry.year,
    });
    if (vaulted)
      savedCardId = await saveCard(trx, order.userId, {
        gateway: gateway.name,
        card: vaulted,
        billingAddressId: input.card.billingAddressId ?? null,
      });
  }
  // the amounts charged, as the storefront showed them; the order page and any refund read them from here
  const transaction = isCard
    ? { ...result.transaction, installmentValue: installments.value, installmentAmounts: installments.amounts }
    : result.transaction;
  return record(
    {
      type: method.type,
      gateway: gateway.name,
      billingType,
      status: result.status,
      installments: installments.count,
      externalId: result.externalId,
      transaction,
    },
    savedCardId,
  );
}

/**
 * Keeps a vaulted card in the shopper's saved cards: the vault id and what a card list shows (brand, first six and
 * last four digits, expiry, holder). The same card saved again is not duplicated; the first card becomes the default.
 */
export async function saveCard(
  trx: Db,
  userId: number,
  input: { gateway: string; card: VaultedCard; billingAddressId?: number | null; now?: Date },
): Promise<number> {
  const { card } = input;
  const existing = await listSavedCardKeys(trx, userId);
  const same = existing.find(
    (c) =>
      c.gateway === input.gateway &&
      c.cardFirstDigits === card.firstSixDigits &&
      c.cardLastDigits === card.lastFourDigits &&
      c.cardExpMonth === card.expirationMonth &&
      c.cardExpYear === card.expirationYear,
  );
  if (same) {
    await refreshSavedCard(trx, same.id, { externalId: card.id, cardHolderName: card.cardholderName });
    return same.id;
  }
  const billingAddressId =
    input.billingAddressId == null ? undefined : await findUserAddressId(trx, userId, input.billingAddressId);
  return insertSavedCard(trx, {
    userId,
    externalId: card.id,
    gateway: input.gateway,
    cardBrand: card.brand,
    cardFirstDigits: card.firstSixDigits,
    cardLastDigits: card.lastFourDigits,
    cardExpMonth: card.expirationMonth,
    cardExpYear: card.expirationYear,
    cardHolderName: card.cardholderName,
    billingAddressId: billingAddressId ?? null,
    isDefault: existing.length === 0 ? 1 : 0,
    createdAt: nowIso(input.now),
  });
}

/**
 * The admin's "mark this Pix or boleto paid": the same event path a gateway webhook takes, with an event id of its
 * own so marking twice is harmless. Returns false when there is no such payment.
 */
export async function markPaymentPaid(db: Db, paymentId: number): Promise<boolean> {
  const payment = await findPaymentSource(db, paymentId);
  if (!payment) return false;
  const result = await applyPaymentEvent(db, {
    gateway: payment.gateway ?? `store-${payment.type}`,
    eventId: `admin:${paymentId}:paid`,
    kind: 'paid',
    target: { paymentId },
  });
  return result.outcome !== 'not_found';
}
