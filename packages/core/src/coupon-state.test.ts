import { describe, it, expect } from 'vitest';
import type { Coupon } from './coupon';
import type { CouponState } from './coupon-state';
import { NO_COUPON, appliedCouponCode, couponReducer, isCouponReady } from './coupon-state';
import { msg } from './i18n/messages';
import { cents } from './money';

const pet10: Coupon = {
  couponCode: 'PET10',
  description: '10% off',
  discountType: 'percentage',
  discountValue: 10,
  minimalOrderValue: cents(0),
  ignorePromotionalItems: false,
  ignoreDiscountRules: false,
  categoryIds: [],
};

describe('couponReducer (none, validating, applied, error)', () => {
  it('goes none → validating → applied when the answer matches the entered code', () => {
    const validating = couponReducer(NO_COUPON, { type: 'validate', code: ' pet10 ' });
    expect(validating).toEqual({ status: 'validating', code: 'PET10' });
    expect(isCouponReady(validating)).toBe(false);
    const applied = couponReducer(validating, { type: 'validated', code: 'PET10', coupon: pet10 });
    expect(applied).toEqual({ status: 'applied', code: 'PET10', coupon: pet10, fromLink: false });
    expect(isCouponReady(applied)).toBe(true);
    expect(appliedCouponCode(applied)).toBe('PET10');
  });

  it('ignores an answer for a code that is no longer the entered one', () => {
    const validating: CouponState = { status: 'validating', code: 'PET20' };
    expect(couponReducer(validating, { type: 'validated', code: 'PET10', coupon: pet10 })).toBe(validating);
  });

  it('goes to error on failure and reset clears it', () => {
    const validating: CouponState = { status: 'validating', code: 'PET10' };
    const failed = couponReducer(validating, { type: 'failed', code: 'pet10', error: msg('coupon.invalid') });
    expect(failed).toEqual({ status: 'error', code: 'PET10', error: { key: 'coupon.invalid' } });
    expect(appliedCouponCode(failed)).toBeNull();
    expect(couponReducer(failed, { type: 'reset' })).toEqual({ status: 'none' });
  });

  it('skips validation for a coupon from a link', () => {
    expect(couponReducer(NO_COUPON, { type: 'fromLink', code: 'promo5' })).toEqual({
      status: 'applied',
      code: 'PROMO5',
      coupon: null,
      fromLink: true,
    });
  });
});
