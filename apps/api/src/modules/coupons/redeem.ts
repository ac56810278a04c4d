import { normalizeCouponCode, type Cents, type Message } from '@store/core';
import type { Db } from '../../db/database.js';
import { validationError } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import type { StoreRow } from '../stores/repository.js';
import { evaluateCoupon, invalidCouponMessage, isRedeemable, type CouponLine } from './coupon-check.js';
import { claimCouponUse, findCoupon, recordCouponUsage, type CouponRow } from './repository.js';

export type RedeemCouponInput = {
  store: StoreRow;
  userId: number;
  code: string;
  lines: readonly CouponLine[];
  /** the order being created in the same transaction (coupon_usages points at it) */
  orderId: number;
  now?: Date;
};

const refusal = (message: Message) => validationError({ discountCouponCode: message }, message);

/**
 * Uses a coupon for an order, inside the order's transaction: takes one use with a conditional UPDATE (so 20
 * parallel redemptions of a single-use coupon succeed once), then — holding the coupon's row lock — checks the
 * per-user limit and the cart, and records the usage. Throws a validation error with the coupon message (field
 * `discountCouponCode`); the caller's transaction then rolls the claimed use back.
 * Give it the same lines as `priceOrder`, and the discount is the one the order was priced with.
 */
export async function redeemCoupon(trx: Db, input: RedeemCouponInput): Promise<{ coupon: CouponRow; discount: Cents }> {
  const now = input.now ?? new Date();
  const code = normalizeCouponCode(input.code);
  const row = code === '' ? undefined : await findCoupon(trx, input.store.id, code);
  const claimed = row && isRedeemable(row, now) ? await claimCouponUse(trx, row.id, nowIso(now)) : undefined;
  if (!claimed) throw refusal(invalidCouponMessage());
  const check = await evaluateCoupon(trx, claimed, input.lines, input.userId);
  if (!check.ok) throw refusal(check.message);
  await recordCouponUsage(trx, {
    couponId: claimed.id,
    userId: input.userId,
    orderId: input.orderId,
    createdAt: nowIso(now),
  });
  return { coupon: claimed, discount: check.discount };
}
