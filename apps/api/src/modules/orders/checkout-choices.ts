import { msg, type MessageKey } from '@store/core';
import type { Db } from '../../db/database.js';
import { validationError } from '../../lib/errors.js';
import { findOwnAddress } from '../accounts/address-repository.js';
import { findAcceptedPaymentMethod } from '../payments/repository.js';
import { listShippingOptions } from '../shipping/repository.js';
import type { StoreRow } from '../stores/repository.js';
import type { OrderRequest } from './order-input.js';

const refuse = (field: string, key: MessageKey) => validationError({ [field]: msg(key) });

export type CheckoutChoices = Awaited<ReturnType<typeof checkoutChoices>>;

/**
 * The shipping option, payment method and address an order names, each checked to be usable: an active option of
 * this store, an active method of this store that the option accepts, and a live address of this user (another
 * user's address answers like a missing one). Delivery and shipping need an address; pickup takes none.
 */
export async function checkoutChoices(trx: Db, store: StoreRow, userId: number, request: OrderRequest) {
  const [option] = await listShippingOptions(trx, store.id, [request.shippingOptionId]);
  if (!option) throw refuse('shippingOption', 'order.shippingUnavailable');
  const method = await findAcceptedPaymentMethod(trx, store.id, request.paymentMethodId, option.id);
  if (!method) throw refuse('paymentMethod', 'payment.invalidMethod');
  const address = request.addressId === null ? undefined : await findOwnAddress(trx, userId, request.addressId);
  if (request.addressId !== null && !address) throw refuse('addressId', 'order.addressNotFound');
  const delivers = option.type !== 'pickup';
  if (delivers && !address) throw refuse('addressId', 'order.addressRequired');
  return { option, method, address: address ?? null, delivers };
}
