import { couponReducer, NO_COUPON, type CouponAction, type CouponState } from '@store/core';
import { externalStore, type ExternalStore } from '../external-store';
import type { StoreStorage } from '../storage';

export type CouponStore = ExternalStore<CouponState> & { dispatch(action: CouponAction): void };

/** Spec 4 'Coupon' through the core reducer; an applied code survives a reload (kept per store). */
export function createCouponStore(storage: StoreStorage): CouponStore {
  const saved = storage.get<CouponState>('coupon', NO_COUPON);
  const store = externalStore<CouponState>(saved.status === 'applied' ? saved : NO_COUPON);
  return {
    ...store,
    dispatch(action) {
      const next = couponReducer(store.get(), action);
      if (next.status === 'applied') storage.set('coupon', next);
      else storage.remove('coupon');
      store.set(next);
    },
  };
}
