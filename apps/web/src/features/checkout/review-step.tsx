import { formatMoney } from '@store/core';
import { useId } from 'react';
import { CouponBox } from '../../components/coupon-box';
import { useT } from '../../lib/i18n/use-t';
import { useCheckoutTexts } from '../../lib/i18n/ui-messages-checkout';
import { SECTION } from './checkout-classes';
import { ObservationField } from './observation-field';
import { ReviewChoices } from './review-choices';
import type { Checkout } from './use-checkout';

/** Step 3: how the order arrives and is paid, the lines, the coupon and the order's note before 'Finalizar'. */
export function ReviewStep({ checkout }: { checkout: Checkout }) {
  useCheckoutTexts();
  const { t, locale } = useT();
  const ids = useId();
  return (
    <section className={SECTION} aria-labelledby={`${ids}-review`}>
      <h2 id={`${ids}-review`} className="text-lg font-bold">
        {t('ui.co.stepReview')}
      </h2>
      <ReviewChoices checkout={checkout} />
      <ul className="divide-y divide-line">
        {checkout.cart.lines.map((l) => (
          <li key={l.key} className="flex justify-between gap-2 py-2">
            <span>
              {l.quantity} × {l.name}
            </span>
            <span className="whitespace-nowrap">{formatMoney(l.lineTotal, locale)}</span>
          </li>
        ))}
      </ul>
      <CouponBox coupon={checkout.coupon} />
      <ObservationField
        value={checkout.observation}
        error={checkout.observationError}
        onChange={checkout.writeObservation}
      />
      <p className="text-sm text-muted">{t('checkout.confirmHint')}</p>
    </section>
  );
}
