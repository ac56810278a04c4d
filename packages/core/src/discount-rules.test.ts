import { describe, it, expect } from 'vitest';
import type { DiscountRule } from './discount-rules';
import { defaultRuleFor, paymentDiscount, visibleDiscountRules } from './discount-rules';
import { cents } from './money';

const rules: DiscountRule[] = [
  { id: 'r1', discountType: 'percentage', discountValue: 5, isDefault: false, paymentMethodId: 'pix' },
  { id: 'r2', discountType: 'percentage', discountValue: 10, isDefault: true, paymentMethodId: 'pix' },
  { id: 'r3', discountType: 'value', discountValue: 1500, isDefault: true, paymentMethodId: 'cash' },
];

describe('paymentDiscount (default rule of the method, percent / 100)', () => {
  it('applies the default percentage rule of the chosen method', () => {
    // 10% of R$ 200,00 = R$ 20,00
    expect(paymentDiscount(cents(20000), rules, 'pix')).toBe(2000);
    // 10% of R$ 19,95 = 1.995 → R$ 2,00
    expect(paymentDiscount(cents(1995), rules, 'pix')).toBe(200);
  });

  it('applies a value rule, never beyond the subtotal', () => {
    expect(paymentDiscount(cents(20000), rules, 'cash')).toBe(1500);
    expect(paymentDiscount(cents(1000), rules, 'cash')).toBe(1000);
  });

  it('gives nothing without a default rule or method', () => {
    expect(paymentDiscount(cents(20000), rules, 'card')).toBe(0);
    expect(paymentDiscount(cents(20000), rules, null)).toBe(0);
    expect(defaultRuleFor(rules, 'pix')?.id).toBe('r2');
  });

  it('is hidden when a store-wide discount is set', () => {
    expect(visibleDiscountRules(rules, { storeWideDiscount: true })).toEqual([]);
    expect(paymentDiscount(cents(20000), rules, 'pix', { storeWideDiscount: true })).toBe(0);
  });
});
