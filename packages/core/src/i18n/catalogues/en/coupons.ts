import type { couponPtBR } from '../coupons';
import type { Texts } from '../texts';

/** English: Coupon answers (spec 8 'Coupon'). */
export const couponEn: Texts<typeof couponPtBR> = {
  'coupon.invalid': 'Coupon is not valid',
  'coupon.notValidForTotal': 'This coupon is not valid for the cart total',
  'coupon.minimumOrder': 'Minimum purchase of {amount:money} to apply the coupon',
  'coupon.minimumWithoutPromotional':
    'This coupon does not apply to promotional products. Minimum purchase of {amount:money}.',
  'coupon.notValidForPromotional': 'This coupon is not valid for promotional products',
  'coupon.notValidForProducts': 'This coupon is not valid for the products in the cart',
  'coupon.applyFailed': 'Could not apply the coupon',
  'coupon.applied': 'Coupon applied successfully!',
  'coupon.remove': 'REMOVE COUPON',
};
