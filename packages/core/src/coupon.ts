import { msg } from './i18n/messages';
import type { Message } from './i18n/messages';
import type { Cents } from './money';
import { cents, multiplyCents, percentOf, sumCents } from './money';

export type Coupon = {
  couponCode: string;
  description: string;
  discountType: 'value' | 'percentage';
  /** Cents for 'value', percent for 'percentage'. */
  discountValue: number;
  minimalOrderValue: Cents;
  ignorePromotionalItems: boolean;
  ignoreDiscountRules: boolean;
  /** Empty means every category. */
  categoryIds: string[];
};

export type CouponCartLine = {
  itemId: string;
  unitPrice: Cents;
  quantity: number;
  promotional: boolean;
  categoryIds: string[];
};

export type CouponCart = { lines: readonly CouponCartLine[] };

export type CouponResult =
  { ok: true; discount: Cents; eligibleSubtotal: Cents; message: Message } | { ok: false; error: Message };

/** Codes are sent in upper case (spec 5): `normalizeCouponCode(' bemvindo10 ')` → 'BEMVINDO10'. */
export function normalizeCouponCode(code: string | null | undefined): string {
  return (code ?? '').trim().toUpperCase();
}

const subtotalOf = (lines: readonly CouponCartLine[]): Cents =>
  sumCents(lines.map((line) => multiplyCents(line.unitPrice, line.quantity)));

const fail = (error: Message): CouponResult => ({ ok: false, error });

function isWellFormed(coupon: Coupon): boolean {
  const value = coupon.discountValue;
  if (!Number.isFinite(value) || value <= 0) return false;
  return coupon.discountType === 'percentage' ? value <= 100 : Number.isInteger(value);
}

/**
 * Checks a coupon against the cart with every message of spec 8. The minimum order value applies to
 * the whole subtotal; a percentage applies to the eligible lines only; a fixed value never exceeds them.
 * `applyCoupon(tenPercent, cartOf20000)` → { ok: true, discount: 2000, eligibleSubtotal: 20000 }.
 */
export function applyCoupon(coupon: Coupon | null | undefined, cart: CouponCart): CouponResult {
  if (!coupon || !isWellFormed(coupon)) return fail(msg('coupon.invalid'));
  const subtotal = subtotalOf(cart.lines);
  if (subtotal <= 0) return fail(msg('coupon.applyFailed'));
  const minimum = coupon.minimalOrderValue;
  if (subtotal < minimum) return fail(msg('coupon.minimumOrder', { amount: minimum }));

  let eligible = cart.lines;
  if (coupon.ignorePromotionalItems) {
    eligible = eligible.filter((line) => !line.promotional);
    if (eligible.length === 0) return fail(msg('coupon.notValidForPromotional'));
    if (subtotalOf(eligible) < minimum) {
      return fail(msg('coupon.minimumWithoutPromotional', { amount: minimum }));
    }
  }
  if (coupon.categoryIds.length > 0) {
    const wanted = new Set(coupon.categoryIds);
    eligible = eligible.filter((line) => line.categoryIds.some((id) => wanted.has(id)));
    if (eligible.length === 0) return fail(msg('coupon.notValidForProducts'));
  }

  const eligibleSubtotal = subtotalOf(eligible);
  let discount: Cents;
  if (coupon.discountType === 'value') {
    if (coupon.discountValue >= subtotal) return fail(msg('coupon.notValidForTotal'));
    discount = cents(Math.min(coupon.discountValue, eligibleSubtotal));
  } else {
    discount = percentOf(eligibleSubtotal, coupon.discountValue);
  }
  if (discount <= 0) return fail(msg('coupon.applyFailed'));
  return { ok: true, discount, eligibleSubtotal, message: msg('coupon.applied') };
}
