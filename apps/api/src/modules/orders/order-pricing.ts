import { msg } from '@store/core';
import type { Db } from '../../db/database.js';
import { validationError } from '../../lib/errors.js';
import type { UserRow } from '../auth/guard.js';
import { priceOrder, type OrderPricing } from '../pricing/price-order.js';
import type { StoreRow } from '../stores/repository.js';
import type { CheckoutChoices } from './checkout-choices.js';
import type { OrderRequest } from './order-input.js';

/** Where the freight is quoted: the chosen address for a delivery, else the option's own amount (pickup). */
function freightOf({ option, address, delivers }: CheckoutChoices) {
  if (!delivers || !address) return option.amount;
  const coordinates =
    address.latitude != null && address.longitude != null
      ? { latitude: address.latitude, longitude: address.longitude }
      : null;
  return { postalCode: address.postalCode, coordinates, shippingOptionId: option.id, option };
}

/**
 * Prices the order from the server's own prices (issue: never trust a client total): one `priceOrder` of the
 * lines, coupon, payment discount and freight quoted on the server's subtotal. Refuses a place the option does not
 * serve, a line whose price the client saw more than a cent off ('order.priceChanged', naming the item) and a
 * total more than a cent off ('order.totalChanged', with the real total).
 */
export async function priceCheckedOrder(
  trx: Db,
  store: StoreRow,
  user: UserRow,
  request: OrderRequest,
  choices: CheckoutChoices,
): Promise<OrderPricing> {
  const pricing = await priceOrder(trx, {
    store,
    buyer: user,
    lines: request.lines,
    couponCode: request.couponCode,
    paymentMethodId: choices.method.id,
    freight: freightOf(choices),
  });
  if (pricing.freightQuote && pricing.freightQuote.price < 0) {
    throw validationError({ shippingOption: pricing.freightQuote.reasonMessage ?? 'freight.notServed' });
  }
  for (const line of request.lines) {
    const real = pricing.lines.find((l) => l.itemId === line.itemId);
    if (real && line.clientPrice !== null && Math.abs(line.clientPrice - real.unitPrice) > 1) {
      throw validationError({ items: msg('order.priceChanged', { name: real.name, amount: real.unitPrice }) });
    }
  }
  if (Math.abs(request.clientTotal - pricing.total) > 1) {
    const changed = msg('order.totalChanged', { amount: pricing.total });
    throw validationError({ total: changed }, changed);
  }
  return pricing;
}
