import { describe, it, expect } from 'vitest';
import type { Coupon } from './coupon';
import { applyCoupon } from './coupon';
import type { DiscountRule } from './discount-rules';
import { paymentDiscount } from './discount-rules';
import { cents } from './money';
import { orderTotal } from './order-total';

const pixRule: DiscountRule = {
  id: 'pix-5',
  discountType: 'percentage',
  discountValue: 5,
  isDefault: true,
  paymentMethodId: 'pix',
};

const coupon10: Coupon = {
  couponCode: 'PET10',
  description: '',
  discountType: 'percentage',
  discountValue: 10,
  minimalOrderValue: cents(5000),
  ignorePromotionalItems: false,
  ignoreDiscountRules: false,
  categoryIds: [],
};

describe('orderTotal', () => {
  it('example 1: coupon + pix rule + freight', () => {
    // subtotal 2 × 89,90 = 179,80
    // coupon 10% of 179,80 = 17,98
    // pix default rule 5% of 179,80 = 8,99
    // freight 12,50
    // total 179,80 − 17,98 − 8,99 + 12,50 = 165,33
    const subtotal = cents(17980);
    const applied = applyCoupon(coupon10, {
      lines: [{ itemId: 'racao', unitPrice: cents(8990), quantity: 2, promotional: false, categoryIds: [] }],
    });
    if (!applied.ok) throw new Error('coupon should apply');
    const result = orderTotal({
      subtotal,
      coupon: { discount: applied.discount, ignoreDiscountRules: coupon10.ignoreDiscountRules },
      paymentRuleDiscount: paymentDiscount(subtotal, [pixRule], 'pix'),
      freight: cents(1250),
    });
    expect(result).toEqual({
      subtotal: 17980,
      couponDiscount: 1798,
      paymentDiscount: 899,
      freight: 1250,
      total: 16533,
    });
  });

  it('example 2: a coupon that ignores rules drops the payment discount; -1 freight counts as 0', () => {
    // subtotal 100,00; fixed coupon 15,00; pix rule 5,00 ignored; freight -1 (not served) → 0
    // total 100,00 − 15,00 + 0 = 85,00
    const result = orderTotal({
      subtotal: cents(10000),
      coupon: { discount: cents(1500), ignoreDiscountRules: true },
      paymentRuleDiscount: cents(500),
      freight: -1,
    });
    expect(result).toEqual({ subtotal: 10000, couponDiscount: 1500, paymentDiscount: 0, freight: 0, total: 8500 });
  });

  it('example 3: no coupon, free freight, unknown freight', () => {
    // subtotal 45,90; cash rule 2,00; freight 0 → 43,90; freight not computed (null) → also 43,90
    const base = { subtotal: cents(4590), paymentRuleDiscount: cents(200) };
    expect(orderTotal({ ...base, freight: cents(0) }).total).toBe(4390);
    expect(orderTotal({ ...base, coupon: null, freight: null }).total).toBe(4390);
  });

  it('never takes the payment discount beyond what the coupon left of the goods, so freight is always paid', () => {
    // 10,00 − 9,00 coupon leaves 1,00 of goods: the 2,00 payment discount is cut to 1,00; + 9,90 freight = 9,90
    const result = orderTotal({
      subtotal: cents(1000),
      coupon: { discount: cents(900), ignoreDiscountRules: false },
      paymentRuleDiscount: cents(200),
      freight: cents(990),
    });
    expect(result).toMatchObject({ couponDiscount: 900, paymentDiscount: 100, freight: 990, total: 990 });
    // a 100% coupon leaves nothing to discount: the shopper pays exactly the freight
    const free = orderTotal({
      subtotal: cents(1000),
      coupon: { discount: cents(1000), ignoreDiscountRules: false },
      paymentRuleDiscount: cents(50),
      freight: cents(990),
    });
    expect(free).toMatchObject({ paymentDiscount: 0, total: 990 });
  });
});
