import type { Cents } from './money';
import { ZERO, cents, percentOf } from './money';

export type DiscountRule = {
  id: string;
  discountType: 'percentage' | 'value';
  /** Percent for 'percentage' (15 = 15%), cents for 'value'. */
  discountValue: number;
  isDefault: boolean;
  paymentMethodId: string;
};

export type DiscountRuleOptions = {
  /** A store-wide discount hides the payment-method rules (spec 9). */
  storeWideDiscount?: boolean;
};

/** Rules the shopper may see, none under a store-wide discount: `visibleDiscountRules(rules, { storeWideDiscount: true })` → []. */
export function visibleDiscountRules(
  rules: readonly DiscountRule[],
  options: DiscountRuleOptions = {},
): readonly DiscountRule[] {
  return options.storeWideDiscount ? [] : rules;
}

/** The default rule of a payment method, if any: `defaultRuleFor(rules, 'pix')?.isDefault` → true. */
export function defaultRuleFor(
  rules: readonly DiscountRule[],
  paymentMethodId: string | null | undefined,
  options: DiscountRuleOptions = {},
): DiscountRule | null {
  if (!paymentMethodId) return null;
  return visibleDiscountRules(rules, options).find((r) => r.isDefault && r.paymentMethodId === paymentMethodId) ?? null;
}

/** Discount of the method's default rule: 10% on R$ 200,00 → `paymentDiscount(cents(20000), rules, 'pix')` = 2000. */
export function paymentDiscount(
  subtotal: Cents,
  rules: readonly DiscountRule[],
  paymentMethodId: string | null | undefined,
  options: DiscountRuleOptions = {},
): Cents {
  const rule = defaultRuleFor(rules, paymentMethodId, options);
  if (!rule || rule.discountValue <= 0 || subtotal <= 0) return ZERO;
  if (rule.discountType === 'percentage') return percentOf(subtotal, Math.min(rule.discountValue, 100));
  return cents(Math.min(Math.round(rule.discountValue), subtotal));
}
