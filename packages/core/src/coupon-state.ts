import type { Coupon } from './coupon';
import { normalizeCouponCode } from './coupon';
import type { Message } from './i18n/messages';

/** Spec 4 'Coupon': no coupon, validating, applied or error. */
export type CouponState =
  | { status: 'none' }
  | { status: 'validating'; code: string }
  | { status: 'applied'; code: string; coupon: Coupon | null; fromLink: boolean }
  | { status: 'error'; code: string; error: Message };

export type CouponAction =
  | { type: 'validate'; code: string }
  | { type: 'fromLink'; code: string }
  | { type: 'validated'; code: string; coupon: Coupon }
  | { type: 'failed'; code: string; error: Message }
  | { type: 'reset' };

export const NO_COUPON: CouponState = { status: 'none' };

/**
 * Coupon UI state. A server answer counts only while its code is still the entered one, so a
 * slow reply for an old code cannot apply it; a code from a link is applied without validation.
 * `couponReducer(NO_COUPON, { type: 'validate', code: 'pet10' })` → { status: 'validating', code: 'PET10' }.
 */
export function couponReducer(state: CouponState, action: CouponAction): CouponState {
  if (action.type === 'reset') return NO_COUPON;
  const code = normalizeCouponCode(action.code);
  switch (action.type) {
    case 'validate':
      return code === '' ? NO_COUPON : { status: 'validating', code };
    case 'fromLink':
      return code === '' ? state : { status: 'applied', code, coupon: null, fromLink: true };
    case 'validated':
      return state.status === 'validating' && state.code === code
        ? { status: 'applied', code, coupon: action.coupon, fromLink: false }
        : state;
    case 'failed':
      return state.status === 'validating' && state.code === code
        ? { status: 'error', code, error: action.error }
        : state;
  }
}

/** Checkout may proceed unless a validation is in flight: `isCouponReady({ status: 'none' })` → true. */
export function isCouponReady(state: CouponState): boolean {
  return state.status !== 'validating';
}

/** The code to send with the order, only when applied: `appliedCouponCode(NO_COUPON)` → null. */
export function appliedCouponCode(state: CouponState): string | null {
  return state.status === 'applied' ? state.code : null;
}
