import { msg } from '@store/core';
import type { Db } from '../../db/database.js';
import { validationError } from '../../lib/errors.js';
import { redeemCoupon } from '../coupons/redeem.js';
import type { OrderPricing } from '../pricing/price-order.js';
import type { StoreRow } from '../stores/repository.js';

/**
 * Uses up the coupon the order was priced with, for this order (one use, claimed under the coupon's row lock). A
 * coupon used up meanwhile is refused by `redeemCoupon`; a discount other than the priced one is 'coupon.applyFailed'.
 */
export async function redeemOrderCoupon(
  trx: Db,
  store: StoreRow,
  userId: number,
  orderId: number,
  pricing: OrderPricing,
): Promise<void> {
  if (!pricing.coupon) return;
  const redeemed = await redeemCoupon(trx, {
    store,
    userId,
    code: pricing.coupon.coupon.code,
    lines: pricing.lines,
    orderId,
  });
  if (redeemed.discount !== pricing.couponDiscount)
    throw validationError({ discountCouponCode: msg('coupon.applyFailed') });
}
