import { formatMoney, freightLabel, type Cents } from '@store/core';
import { useT } from '../lib/i18n/use-t';
import { useCheckoutTexts } from '../lib/i18n/ui-messages-checkout';

type Props = {
  subtotal: Cents;
  couponDiscount: Cents;
  paymentDiscount: Cents;
  /** null while unknown ('Não disponível'), 0 is 'Grátis', negative is not served (spec 8 'Freight'). */
  freight: number | null;
  total: Cents;
  /** Names the rows for tests and journeys: `cart-total`, `checkout-freight`, `order-subtotal`. */
  testIdPrefix: 'cart' | 'checkout' | 'order';
};

/** Subtotal, discounts, freight and total, the same on the cart, checkout and order screens. */
export function OrderSummary({ subtotal, couponDiscount, paymentDiscount, freight, total, testIdPrefix }: Props) {
  useCheckoutTexts();
  const { t, locale } = useT();
  const id = (name: string) => `${testIdPrefix}-${name}`;
  return (
    <dl className="flex flex-col gap-1">
      <div className="flex justify-between">
        <dt>{t('ui.subtotal')}</dt>
        <dd data-testid={id('subtotal')}>{formatMoney(subtotal, locale)}</dd>
      </div>
      {couponDiscount > 0 ? (
        <div className="flex justify-between text-success-strong">
          <dt>{t('ui.discount')}</dt>
          <dd data-testid={id('coupon-discount')}>- {formatMoney(couponDiscount, locale)}</dd>
        </div>
      ) : null}
      {paymentDiscount > 0 ? (
        <div className="flex justify-between text-success-strong">
          <dt>{t('ui.co.paymentDiscount')}</dt>
          <dd data-testid={id('payment-discount')}>- {formatMoney(paymentDiscount, locale)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between">
        <dt>{t('ui.freight')}</dt>
        <dd data-testid={id('freight')}>{t(freightLabel(freight))}</dd>
      </div>
      <div className="mt-1 flex justify-between border-t border-line pt-2 text-lg font-bold">
        <dt>{t('ui.total')}</dt>
        <dd data-testid={id('total')}>{formatMoney(total, locale)}</dd>
      </div>
    </dl>
  );
}
