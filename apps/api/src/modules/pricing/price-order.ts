import { cartTotal, cents, normalizeCouponCode, orderTotal, paymentDiscount, type OrderTotal } from '@store/core';
import type { Db } from '../../db/database.js';
import { validationError } from '../../lib/errors.js';
import { storeRules } from '../stores/store-rules.js';
import { calculateFreight, type FreightRequest } from '../shipping/freight.js';
import type { StoreRow } from '../stores/repository.js';
import { checkCoupon, type AppliedCoupon } from '../coupons/coupon-check.js';
import { storeDiscountRules } from '../coupons/discount-rules.js';
import { priceLines, type LineRequest, type PricedLine } from './price-lines.js';

type Buyer = (NonNullable<Parameters<typeof priceLines>[2]> & { id: number }) | null;

export type PriceOrderInput = {
  store: StoreRow;
  buyer: Buyer;
  lines: readonly LineRequest[];
  couponCode?: string | null;
  paymentMethodId?: number | null;
  /**
   * Freight: a price in cents already quoted (-1, not served, and null count as 0), or where to deliver, so it is
   * quoted here by `calculateFreight` with the server's subtotal (pickup: `{ postalCode: null, shippingOptionId }`).
   */
  freight: number | null | Omit<FreightRequest, 'subtotal'>;
  now?: Date;
};

export type OrderPricing = OrderTotal & {
  lines: PricedLine[];
  coupon: AppliedCoupon | null;
  freightQuote: Awaited<ReturnType<typeof calculateFreight>> | null;
};

/**
 * The whole price of an order, by the same rules the cart and the coupon answer use: lines by `priceLines`, the
 * coupon by core `applyCoupon` (per-user limit included), the payment method's default rule by core
 * `paymentDiscount`, the sum by core `orderTotal`. Orders call it with the server's lines and freight, never the
 * client's totals; inside the order transaction, `redeemCoupon` with the same lines then uses the coupon up.
 * Throws a validation error for an unavailable item ('Item indisponível') or a coupon that does not apply; a
 * freight of -1 (area not served) counts as 0 here, so refusing such a delivery is the caller's (see freightQuote).
 *
 * 2 × R$ 49,90 + R$ 19,90 = R$ 119,70; BEMVINDO10 −R$ 11,97; Pix 5% −R$ 5,99; freight R$ 9,90 → R$ 111,64.
 */
export async function priceOrder(db: Db, input: PriceOrderInput): Promise<OrderPricing> {
  const { store, buyer } = input;
  const withCoupon = normalizeCouponCode(input.couponCode) !== '';
  // the lines' categories matter to coupon rules only
  const { lines, missing } = await priceLines(db, store, buyer, input.lines, { categories: withCoupon });
  if (missing.length > 0) throw validationError({ items: 'cart.itemUnavailable' });
  const subtotal = cartTotal(lines);

  let coupon: AppliedCoupon | null = null;
  if (withCoupon) {
    const check = await checkCoupon(db, {
      store,
      userId: buyer?.id ?? null,
      code: input.couponCode,
      lines,
      ...(input.now ? { now: input.now } : {}),
    });
    if (!check.ok) throw validationError({ discountCouponCode: check.message }, check.message);
    const { ok: _ok, ...applied } = check;
    coupon = applied;
  }

  const rules = await storeDiscountRules(db, store);
  const methodId = input.paymentMethodId == null ? null : String(input.paymentMethodId);
  const paymentRuleDiscount = paymentDiscount(subtotal, rules, methodId, {
    storeWideDiscount: storeRules(store).storeDiscount,
  });
  const { freight, freightQuote } = await resolveFreight(db, store, input.freight, subtotal);
  const totals = orderTotal({
    subtotal,
    coupon: coupon ? { discount: coupon.discount, ignoreDiscountRules: coupon.coupon.ignoreDiscountRules === 1 } : null,
    paymentRuleDiscount,
    freight: freight === null || freight < 0 ? null : cents(freight),
  });
  return { ...totals, lines, coupon, freightQuote };
}

/** The freight price: as given, or quoted now for the server subtotal (the quote is returned so orders can refuse -1). */
async function resolveFreight(db: Db, store: StoreRow, freight: PriceOrderInput['freight'], subtotal: number) {
  if (freight === null || typeof freight === 'number') return { freight, freightQuote: null };
  const freightQuote = await calculateFreight(db, store, { ...freight, subtotal });
  return { freight: freightQuote.price, freightQuote };
}
