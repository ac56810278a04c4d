import { cents, msg, type Cents, type CouponState, type Message } from '@store/core';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useServices } from '../../lib/services';
import { wireMessage } from '../../lib/wire-message';
import { VALIDATE_COUPON, type CouponValidation } from './cart-queries';
import type { Cart } from './use-cart';

/** A server coupon answer as a message of the shared catalogue (so it reads in the shopper's language). */
export function couponMessage(answer: CouponValidation): Message {
  return wireMessage(answer) ?? msg(answer.valid ? 'coupon.applied' : 'coupon.applyFailed');
}

/**
 * The coupon as the cart shows it (spec 4 'Coupon'): the code is checked against this cart by the server,
 * which prices it with the same core rules; a visitor sends the browser cart's items. `apply` validates a
 * typed code; an applied code (typed or from a link) keeps its discount current as the cart changes.
 */
export function useCoupon(cart: Cart) {
  const { gql, coupon, config } = useServices();
  const state = useSyncExternalStore(coupon.subscribe, coupon.get);
  const items = cart.signedIn ? undefined : cart.lines.map((l) => ({ itemId: l.itemId, quantity: l.quantity }));
  const validate = (code: string) =>
    gql
      .request(VALIDATE_COUPON, { couponCode: code, storeId: config.storeId, skipUserValidation: false, items })
      .then((d) => d.validateDiscountCoupon);

  const appliedCode = state.status === 'applied' ? state.code : null;
  const preview = useQuery({
    queryKey: ['coupon', appliedCode, cart.signedIn, cart.subtotal, cart.count],
    queryFn: () => validate(appliedCode!),
    enabled: Boolean(appliedCode) && cart.lines.length > 0,
  });

  const apply = async (code: string) => {
    coupon.dispatch({ type: 'validate', code });
    const pending = coupon.get();
    if (pending.status !== 'validating') return;
    try {
      const answer = await validate(pending.code);
      if (answer.valid && answer.data) {
        coupon.dispatch({
          type: 'validated',
          code: pending.code,
          coupon: {
            couponCode: answer.data.couponCode,
            description: '',
            discountType: 'value',
            discountValue: answer.data.discount,
            minimalOrderValue: cents(0),
            ignorePromotionalItems: false,
            ignoreDiscountRules: answer.data.ignoreDiscountRules,
            categoryIds: [],
          },
        });
      } else coupon.dispatch({ type: 'failed', code: pending.code, error: couponMessage(answer) });
    } catch {
      coupon.dispatch({ type: 'failed', code: pending.code, error: msg('coupon.applyFailed') });
    }
  };

  // An applied code that this cart no longer satisfies shows the server's reason (spec 8: each clears the coupon).
  const current = preview.data;
  const shown: CouponState =
    appliedCode && current && !current.valid
      ? { status: 'error', code: appliedCode, error: couponMessage(current) }
      : state;
  const discount: Cents = appliedCode && current?.valid && current.data ? cents(current.data.discount) : cents(0);
  return {
    state: shown,
    discount,
    ignoreDiscountRules: Boolean(current?.data?.ignoreDiscountRules),
    apply,
    remove: () => coupon.dispatch({ type: 'reset' }),
  };
}
