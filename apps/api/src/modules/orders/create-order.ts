import { msg, type MessageKey, type MessageParams } from '@store/core';
import type { Db } from '../../db/database.js';
import { AppError, validationError } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import type { UserRow } from '../auth/guard.js';
import { priceOrder } from '../pricing/price-order.js';
import { redeemCoupon } from '../coupons/redeem.js';
import { startPayment } from '../payments/service.js';
import type { Gateways } from '../payments/create-gateways.js';
import { storeRules } from '../stores/store-rules.js';
import type { StoreRow } from '../stores/repository.js';
import { parseId } from '../stores/scope.js';
import { parseOrderInput, requestHash, type CreateOrderArgs } from './order-input.js';
import { changeOrderStatus } from '../order-status/change-status.js';

export type CreatedOrder = { id: number; status: string; total: number };

const fieldError = (field: string, key: MessageKey, params?: MessageParams) => validationError({ [field]: msg(key, params) });

/**
 * Creates an order from the server's own prices (spec 4 'Checkout'; issue: never trust a client total).
 * In one transaction: the options and address are checked to be the store's and the user's, every price, coupon,
 * payment discount and freight is recomputed, a client total more than a cent off is refused with the real total,
 * stock is taken with conditional updates (never below zero unless the store ignores stock), the coupon use is
 * claimed, the payment is started and the cart is emptied. A refused payment rolls all of it back.
 * With an Idempotency-Key, a retry with the same body returns the same order; a different body is refused.
 */
export async function createOrder(
  deps: { db: Db; gateways: Gateways },
  store: StoreRow,
  user: UserRow,
  args: CreateOrderArgs,
  idempotencyKey: string | null,
): Promise<CreatedOrder> {
  if (!user.emailVerifiedAt) {
    throw validationError({ email: 'order.emailNotVerified' }, 'order.emailNotVerified');
  }
  const request = parseOrderInput(args);
  const hash = idempotencyKey ? requestHash(args) : null;
  try {
    return await deps.db.transaction().execute(async (trx) => {
      if (idempotencyKey) {
        const previous = await findByKey(trx, user.id, idempotencyKey);
        if (previous) return sameRequestOrRefuse(previous, hash);
      }
      return await placeOrder(trx, deps.gateways, store, user, request, args, { idempotencyKey, hash });
    });
  } catch (error) {
    // Two requests with the same key raced past the look-up: the unique index let one in; answer with it.
    if (idempotencyKey && !(error instanceof AppError)) {
      const previous = await findByKey(deps.db, user.id, idempotencyKey);
      if (previous) return sameRequestOrRefuse(previous, hash);
    }
    throw error;
  }
}

async function findByKey(db: Db, userId: number, key: string) {
  return db.selectFrom('orders').select(['id', 'status', 'total', 'requestHash']).where('userId', '=', userId).where('idempotencyKey', '=', key).executeTakeFirst();
}

function sameRequestOrRefuse(previous: { id: number; status: string; total: number; requestHash: string | null }, hash: string | null): CreatedOrder {
  if (previous.requestHash !== hash) throw new AppError('validation', 'order.idempotencyConflict', { status: 409 });
  return { id: previous.id, status: previous.status, total: previous.total };
}

async function placeOrder(
  trx: Db,
  gateways: Gateways,
  store: StoreRow,
  user: UserRow,
  request: ReturnType<typeof parseOrderInput>,
  args: CreateOrderArgs,
  key: { idempotencyKey: string | null; hash: string | null },
): Promise<CreatedOrder> {
  const option = await trx
    .selectFrom('shippingOptions').selectAll()
    .where('id', '=', request.shippingOptionId).where('storeId', '=', store.id).where('active', '=', 1)
    .executeTakeFirst();
  if (!option) throw fieldError('shippingOption', 'order.shippingUnavailable');
  const method = await trx
    .selectFrom('paymentMethods')
    .innerJoin('shippingOptionPaymentMethods as link', 'link.paymentMethodId', 'paymentMethods.id')
    .selectAll('paymentMethods')
    .where('paymentMethods.id', '=', request.paymentMethodId)
    .where('paymentMethods.storeId', '=', store.id)
    .where('paymentMethods.active', '=', 1)
    .where('link.shippingOptionId', '=', option.id)
    .executeTakeFirst();
  if (!method) throw fieldError('paymentMethod', 'payment.invalidMethod');

  const delivers = option.type !== 'pickup';
  const address = request.addressId === null ? undefined : await trx
    .selectFrom('addresses').selectAll()
    .where('id', '=', request.addressId).where('userId', '=', user.id).where('deleted', '=', 0)
    .executeTakeFirst();
  if (request.addressId !== null && !address) throw fieldError('addressId', 'order.addressNotFound');
  if (delivers && !address) throw fieldError('addressId', 'order.addressRequired');

  // One pricing of the lines; freight is quoted inside it on the server's subtotal, never the client's.
  const freight = delivers && address
    ? {
        postalCode: address.postalCode,
        coordinates: address.latitude != null && address.longitude != null ? { latitude: address.latitude, longitude: address.longitude } : null,
        shippingOptionId: option.id,
      }
    : option.amount;
  const pricing = await priceOrder(trx, { store, buyer: user, lines: request.lines, couponCode: request.couponCode, paymentMethodId: method.id, freight });
  if (pricing.freightQuote && pricing.freightQuote.price < 0) {
    throw validationError({ shippingOption: pricing.freightQuote.reasonMessage ?? 'freight.notServed' });
  }

  for (const line of request.lines) {
    const real = pricing.lines.find((l) => l.itemId === line.itemId);
    if (real && line.clientPrice !== null && Math.abs(line.clientPrice - real.unitPrice) > 1) {
      throw fieldError('items', 'order.priceChanged', { name: real.name, amount: real.unitPrice });
    }
  }
  if (Math.abs(request.clientTotal - pricing.total) > 1) {
    const changed = msg('order.totalChanged', { amount: pricing.total });
    throw validationError({ total: changed }, changed);
  }

  if (!storeRules(store).ignoreStock) {
    for (const line of pricing.lines) {
      const taken = await trx
        .updateTable('items')
        .set((eb) => ({ stockQuantity: eb('stockQuantity', '-', line.quantity) }))
        .where('id', '=', line.itemId)
        .where('stockQuantity', '>=', line.quantity)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) {
        const left = await trx.selectFrom('items').select('stockQuantity').where('id', '=', line.itemId).executeTakeFirst();
        throw fieldError('items', 'cart.stockLimit', { available: Math.max(0, left?.stockQuantity ?? 0), name: line.name });
      }
    }
  }

  const now = nowIso();
  const { id } = await trx
    .insertInto('orders')
    .values({
      storeId: store.id,
      userId: user.id,
      status: 'pendente',
      subtotal: pricing.subtotal,
      couponDiscount: pricing.couponDiscount,
      paymentDiscount: pricing.paymentDiscount,
      freight: pricing.freight,
      total: pricing.total,
      changeFor: method.type === 'simple' ? (args.changeFor ?? null) : null,
      observation: request.observation,
      addressId: address?.id ?? null,
      address: address ? JSON.stringify(addressSnapshot(address)) : null,
      shippingOptionId: option.id,
      paymentMethodId: method.id,
      couponId: pricing.coupon?.coupon.id ?? null,
      couponCode: pricing.coupon?.coupon.code ?? null,
      idempotencyKey: key.idempotencyKey,
      requestHash: key.hash,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('orderItems')
    .values(pricing.lines.map((l) => ({ orderId: id, itemId: l.itemId, variantId: l.variantId, name: l.name, quantity: l.quantity, price: l.unitPrice, total: l.total })))
    .execute();
  await trx.insertInto('orderStatusHistory').values({ orderId: id, status: 'pendente', message: null, createdAt: now }).execute();

  if (pricing.coupon) {
    const redeemed = await redeemCoupon(trx, { store, userId: user.id, code: pricing.coupon.coupon.code, lines: pricing.lines, orderId: id });
    if (redeemed.discount !== pricing.couponDiscount) throw fieldError('discountCouponCode', 'coupon.applyFailed');
  }

  const card = args.paymentCard;
  const outcome = await startPayment(trx, {
    gateways,
    order: { id, storeId: store.id, userId: user.id, total: pricing.total },
    method,
    billingType: args.billingType ?? card?.type ?? null,
    installments: card?.installments ?? 1,
    changeFor: args.changeFor ?? null,
    card: card
      ? {
          numberToken: card.encrypted ?? null,
          userPaymentCardId: card.userPaymentCardId ?? null,
          holderName: card.cardHolderName ?? null,
          securityCode: card.cardSecurityCode ?? null,
          expiryMonth: card.expiryMonth ?? null,
          expiryYear: card.expiryYear ?? null,
          authenticationMethodId: card.authenticationMethodId ?? null,
          authenticationMethodType: card.authenticationMethodType ?? null,
          billingAddressId: parseId(card.billingAddressId),
          save: card.store === true,
        }
      : null,
  });
  if (method.type === 'simple') await changeOrderStatus(trx, id, 'processando');
  else {
    await changeOrderStatus(trx, id, 'pagamento_pendente');
    if (outcome.status === 'approved') await changeOrderStatus(trx, id, 'pagamento_aprovado');
    if (outcome.status === 'authorized') await changeOrderStatus(trx, id, 'pagamento_autorizado');
  }

  const cart = await trx.selectFrom('carts').select('id').where('userId', '=', user.id).executeTakeFirst();
  if (cart) await trx.deleteFrom('cartItems').where('cartId', '=', cart.id).execute();

  const order = await trx.selectFrom('orders').select(['status', 'total']).where('id', '=', id).executeTakeFirstOrThrow();
  return { id, status: order.status, total: order.total };
}

function addressSnapshot(a: { postalCode: string; address: string; addressNumber: string; complement: string | null; province: string; city: string; state: string; nearby: string | null; latitude: number | null; longitude: number | null; title: string | null }) {
  return {
    title: a.title, postalCode: a.postalCode, address: a.address, addressNumber: a.addressNumber, complement: a.complement,
    province: a.province, city: a.city, state: a.state, nearby: a.nearby, latitude: a.latitude, longitude: a.longitude,
  };
}
