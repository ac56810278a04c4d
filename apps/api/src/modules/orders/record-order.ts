import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';
import type { OrderPricing } from '../pricing/price-order.js';
import type { StoreRow } from '../stores/repository.js';
import type { CheckoutChoices } from './checkout-choices.js';
import type { RequestKey } from './idempotency.js';
import type { OrderRequest } from './order-input.js';
import { insertOrder } from './repository.js';

type Address = NonNullable<CheckoutChoices['address']>;

/** The address as it was when ordered: later edits or deletion of the saved address do not change the order. */
function addressSnapshot(a: Address) {
  return {
    title: a.title,
    postalCode: a.postalCode,
    address: a.address,
    addressNumber: a.addressNumber,
    complement: a.complement,
    province: a.province,
    city: a.city,
    state: a.state,
    nearby: a.nearby,
    latitude: a.latitude,
    longitude: a.longitude,
  };
}

export type OrderRecord = {
  store: StoreRow;
  userId: number;
  request: OrderRequest;
  /** cash only: the note the shopper pays with, in cents (-1: no change) */
  changeFor: number | null | undefined;
  choices: CheckoutChoices;
  pricing: OrderPricing;
  key: RequestKey;
};

/** Writes the order 'pendente' with the server's prices, its lines and the first status-history entry; returns its id. */
export async function recordOrder(
  trx: Db,
  { store, userId, request, changeFor, choices, pricing, key }: OrderRecord,
): Promise<number> {
  const { option, method, address } = choices;
  const now = nowIso();
  return insertOrder(
    trx,
    {
      storeId: store.id,
      userId,
      status: 'pendente',
      subtotal: pricing.subtotal,
      couponDiscount: pricing.couponDiscount,
      paymentDiscount: pricing.paymentDiscount,
      freight: pricing.freight,
      total: pricing.total,
      changeFor: method.type === 'simple' ? (changeFor ?? null) : null,
      observation: request.observation,
      addressId: address?.id ?? null,
      address: address ? JSON.stringify(addressSnapshot(address)) : null,
      shippingOptionId: option.id,
      paymentMethodId: method.id,
      couponId: pricing.coupon?.coupon.id ?? null,
      couponCode: pricing.coupon?.coupon.code ?? null,
      idempotencyKey: key?.idempotencyKey ?? null,
      requestHash: key?.hash ?? null,
      createdAt: now,
      updatedAt: now,
    },
    pricing.lines.map((l) => ({
      itemId: l.itemId,
      variantId: l.variantId,
      name: l.name,
      quantity: l.quantity,
      price: l.unitPrice,
      total: l.total,
    })),
  );
}
