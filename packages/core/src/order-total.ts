import type { Cents } from './money';
import { ZERO, cents } from './money';

export type OrderTotalInput = {
  subtotal: Cents;
  /** The applied coupon's discount and whether it refuses to combine with payment rules. */
  coupon?: { discount: Cents; ignoreDiscountRules: boolean } | null;
  /** Discount of the payment method's default rule (see paymentDiscount). */
  paymentRuleDiscount: Cents;
  /** Freight in cents; -1 (area not served) and null (not computed yet) count as 0. */
  freight: Cents | -1 | null;
};

export type OrderTotal = {
  subtotal: Cents;
  couponDiscount: Cents;
  paymentDiscount: Cents;
  freight: Cents;
  total: Cents;
};

/**
 * Spec 9: total = subtotal − coupon discount − default payment-rule discount (dropped when the
 * coupon ignores rules) + freight, never below zero.
 * `orderTotal({ subtotal: cents(20000), paymentRuleDiscount: cents(2000), freight: cents(1500) }).total` → 19500.
 */
export function orderTotal(input: OrderTotalInput): OrderTotal {
  const couponDiscount = input.coupon?.discount ?? ZERO;
  // The payment discount only applies to what is left of the goods after the coupon: it never eats into freight.
  const paymentDiscount = input.coupon?.ignoreDiscountRules
    ? ZERO
    : cents(Math.max(0, Math.min(input.paymentRuleDiscount, input.subtotal - couponDiscount)));
  const freight = input.freight == null ? ZERO : cents(Math.max(0, input.freight));
  const total = cents(Math.max(0, input.subtotal - couponDiscount - paymentDiscount + freight));
  return { subtotal: input.subtotal, couponDiscount, paymentDiscount, freight, total };
}
