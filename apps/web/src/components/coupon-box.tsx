import type { CouponState } from '@store/core';
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../lib/i18n/use-t';

/** What the box needs of the cart's coupon (spec 4 'Coupon'): its state, and applying or removing a code. */
export type CouponControl = { state: CouponState; apply: (code: string) => unknown; remove: () => void };

/** Coupon entry with every coupon message of spec 8; each answer offers 'REMOVER CUPOM'. */
export function CouponBox({ coupon }: { coupon: CouponControl }) {
  const { t } = useT();
  const id = useId();
  const [code, setCode] = useState('');
  const { state } = coupon;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) void coupon.apply(code);
  };
  const remove = (
    <button type="button" className="btn-text min-h-9 px-2 text-sm" onClick={coupon.remove}>
      {t('coupon.remove')}
    </button>
  );
  if (state.status === 'applied' || state.status === 'error') {
    const ok = state.status === 'applied';
    return (
      <div
        role={ok ? 'status' : 'alert'}
        className={`flex flex-wrap items-center justify-between gap-2 rounded-lg p-3 ${ok ? 'bg-primary/10' : 'bg-danger-soft text-ink'}`}
      >
        <div>
          <p className="font-semibold">{t('ui.couponApplied', { code: state.code })}</p>
          <p className="text-sm">{ok ? t('coupon.applied') : t(state.error)}</p>
        </div>
        {remove}
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t('ui.coupon')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          className="input uppercase"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="btn-secondary" disabled={state.status === 'validating'}>
          {t('ui.applyCoupon')}
        </button>
      </div>
    </form>
  );
}
