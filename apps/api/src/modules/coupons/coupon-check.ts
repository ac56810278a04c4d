import {
  applyCoupon,
  cents,
  msg,
  normalizeCouponCode,
  type Cents,
  type Coupon,
  type CouponCartLine,
  type Message,
} from '@store/core';
import type { Db } from '../../db/database.js';
import type { StoreRow } from '../stores/repository.js';
import { countUserRedemptions, couponCategoryIds, findCoupon, type CouponRow } from './repository.js';

/** A coupon that applies: the row, its categories and the discount on these lines, with the core message to show. */
export type AppliedCoupon = { coupon: CouponRow; categoryIds: number[]; discount: Cents; message: Message };

/**
 * A cart line as coupon rules read it: what one unit costs the buyer, how many, whether it was bought on promotion
 * and the item's categories with their ancestors. Pricing's lines carry all of it, so they are passed as they are.
 */
export type CouponLine = {
  itemId: number;
  unitPrice: Cents;
  quantity: number;
  promotional: boolean;
  categoryIds: readonly string[];
};

export type CouponCheck = ({ ok: true } & AppliedCoupon) | { ok: false; message: Message };

export const invalidCouponMessage = (): Message => msg('coupon.invalid');

const INVALID_COUPON = (): CouponCheck => ({ ok: false, message: invalidCouponMessage() });

/**
 * The coupon's own state, before any cart: active, started, not ended (ends_at in the past = expired) and
 * uses left. Instants are ISO-8601 UTC text, so they compare as strings.
 */
export function isRedeemable(row: CouponRow, now: Date): boolean {
  const at = now.toISOString();
  if (row.active !== 1) return false;
  if (row.startsAt !== null && row.startsAt > at) return false;
  if (row.endsAt !== null && row.endsAt <= at) return false;
  return row.usageLimit === null || row.usedCount < row.usageLimit;
}

function toCoreCoupon(row: CouponRow, categoryIds: readonly number[]): Coupon {
  return {
    couponCode: row.code,
    description: row.description,
    discountType: row.discountType,
    discountValue: row.discountValue,
    minimalOrderValue: cents(row.minimalOrderValue),
    ignorePromotionalItems: row.ignorePromotionalItems === 1,
    ignoreDiscountRules: row.ignoreDiscountRules === 1,
    categoryIds: categoryIds.map(String),
  };
}

const toCouponLine = (line: CouponLine): CouponCartLine => ({
  itemId: String(line.itemId),
  unitPrice: line.unitPrice,
  quantity: line.quantity,
  promotional: line.promotional,
  categoryIds: [...line.categoryIds],
});

/**
 * The cart-dependent part, through core `applyCoupon` (every message of spec 8), after the per-user limit
 * (`userId` null skips it: a visitor, or skipUserValidation). Leaves the coupon's own state to the caller.
 */
export async function evaluateCoupon(
  db: Db,
  row: CouponRow,
  lines: readonly CouponLine[],
  userId: number | null,
): Promise<CouponCheck> {
  if (userId !== null && row.usageLimitPerUser !== null) {
    if ((await countUserRedemptions(db, row.id, userId)) >= row.usageLimitPerUser) return INVALID_COUPON();
  }
  const categoryIds = await couponCategoryIds(db, row.id);
  const result = applyCoupon(toCoreCoupon(row, categoryIds), { lines: lines.map(toCouponLine) });
  if (!result.ok) return { ok: false, message: result.error };
  return { ok: true, coupon: row, categoryIds, discount: result.discount, message: result.message };
}

export type CheckCouponInput = {
  store: StoreRow;
  /** the buyer; null for a visitor */
  userId: number | null;
  code: string | null | undefined;
  /** server-priced lines (pricing's priceLines) */
  lines: readonly CouponLine[];
  /** skips the per-user limit (spec 6: coupons can be validated with or without user validation) */
  skipUserValidation?: boolean;
  now?: Date;
};

/**
 * Whether a coupon applies to these lines and for how much, without using it up: unknown, inactive, another
 * store's, not started, expired and used-up coupons are all 'Cupom não é válido'; the rest is core `applyCoupon`.
 */
export async function checkCoupon(db: Db, input: CheckCouponInput): Promise<CouponCheck> {
  const code = normalizeCouponCode(input.code);
  const row = code === '' ? undefined : await findCoupon(db, input.store.id, code);
  if (!row || !isRedeemable(row, input.now ?? new Date())) return INVALID_COUPON();
  return evaluateCoupon(db, row, input.lines, input.skipUserValidation ? null : input.userId);
}
