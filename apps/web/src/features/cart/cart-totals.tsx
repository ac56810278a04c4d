import { cents, formatMoney, freightLabel, orderTotal, type Cents } from '@store/core';
import { useT } from '../../lib/i18n/use-t';

type Props = { subtotal: Cents; couponDiscount: Cents; ignoreDiscountRules: boolean; freight: number | null };

/** Subtotal, coupon discount, freight and total by the core rules (spec 9 'Order total'). */
export function CartTotals({ subtotal, couponDiscount, ignoreDiscountRules, freight }: Props) {
  const { t, locale } = useT();
  const totals = orderTotal({
    subtotal,
    coupon: couponDiscount > 0 ? { discount: couponDiscount, ignoreDiscountRules } : null,
    // Payment-method rules apply at checkout, once a method is chosen.
    paymentRuleDiscount: cents(0),
    freight: freight == null ? null : freight < 0 ? -1 : cents(freight),
  });
  return (
    <dl className="flex flex-col gap-1">
      <div className="flex justify-between">
        <dt>{t('ui.subtotal')}</dt>
        <dd>{formatMoney(totals.subtotal, locale)}</dd>
      </div>
      {totals.couponDiscount > 0 ? (
        <div className="flex justify-between text-success-strong">
          <dt>{t('ui.discount')}</dt>
          <dd>- {formatMoney(totals.couponDiscount, locale)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between">
        <dt>{t('ui.freight')}</dt>
        <dd>{t(freightLabel(freight))}</dd>
      </div>
      <div className="mt-1 flex justify-between border-t border-line pt-2 text-lg font-bold">
        <dt>{t('ui.total')}</dt>
        <dd data-testid="cart-total">{formatMoney(totals.total, locale)}</dd>
      </div>
    </dl>
  );
}
