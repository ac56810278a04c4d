import { addressLine, msg, type Message } from '@store/core';
import { useId } from 'react';
import { useT } from '../../lib/i18n/use-t';
import { useCheckoutTexts } from '../../lib/i18n/ui-messages-checkout';
import { quoteMessages } from '../location/public-queries';
import { brandName } from './card-form';
import { NEW_CARD } from './checkout-model';
import { PickupPlace } from './pickup-place';
import type { Checkout } from './use-checkout';

/** 'Cartão de crédito/débito · Crédito · Visa final 1111 · 2x de R$ 166,35 sem juros', 'Pix', 'Dinheiro · Sem troco'. */
function paymentParts(checkout: Checkout, t: ReturnType<typeof useT>['t']): string[] {
  const { method, payment, savedCards, installments, card } = checkout;
  if (!method) return [];
  const parts = [method.label];
  if (method.type === 'simple' && payment.cashAmount != null)
    parts.push(
      payment.cashAmount < 0 ? t('cash.noChange') : t(msg('payment.changeFor', { amount: payment.cashAmount })),
    );
  if ((method.type === 'card' || method.type === 'gateway') && payment.billingType)
    parts.push(t(`ui.co.${payment.billingType}` as 'ui.co.credit'));
  if (checkout.isCard) {
    const saved = savedCards.find((c) => c.id === payment.cardId);
    const digits = card.number.replace(/\D/g, '');
    if (saved) parts.push(t('ui.co.savedCard', { brand: brandName(saved.cardBrand), last: saved.cardLastDigits }));
    else if (payment.cardId === NEW_CARD && digits.length >= 4)
      parts.push(t('ui.co.cardEnding', { last: digits.slice(-4) }));
  }
  const split = installments.find((o) => o.count === payment.installments);
  if (payment.billingType === 'credit' && split) parts.push(t(split.label));
  return parts;
}

/** The review step's reminder of how the order arrives (option, price, time, address) and how it is paid. */
export function ReviewChoices({ checkout }: { checkout: Checkout }) {
  useCheckoutTexts();
  const { t } = useT();
  const { options, quoted, address, quotes, pickup } = checkout;
  const option = options.find((o) => o.id === quoted.optionId);
  const quote = quotes?.quotes.find((q) => q.shippingId === quoted.optionId);
  const time: Message | null =
    quote && address && quotes?.postalCode.replace(/\D/g, '') === address.postalCode.replace(/\D/g, '')
      ? quoteMessages(quote).time
      : null;
  const row = 'flex flex-col gap-0.5 sm:flex-row sm:gap-3';
  const ids = useId();
  // two 'Alterar' buttons: each is described by the choice it changes
  const edit = (step: number) => (
    <button
      type="button"
      className="btn-text -my-2 shrink-0"
      aria-describedby={`${ids}-${step}`}
      onClick={() => checkout.setStep(step)}
    >
      {t('ui.co.change')}
    </button>
  );
  return (
    <dl className="flex flex-col gap-3 rounded-lg bg-canvas p-3 ring-1 ring-line">
      <div className={row}>
        <dt id={`${ids}-0`} className="w-28 shrink-0 font-semibold">
          {t('ui.co.reviewShipping')}
        </dt>
        <dd className="flex flex-1 items-start gap-2">
          <span className="flex flex-1 flex-col gap-1" data-testid="review-shipping">
            <span>
              {option?.label ?? ''}
              {time ? ` · ${t(time)}` : ''}
            </span>
            {quoted.type === 'pickup' && pickup ? <PickupPlace pickup={pickup} /> : null}
            {quoted.type !== 'pickup' && address ? (
              <span className="text-sm text-muted">
                {address.title ? `${address.title}: ` : ''}
                {addressLine(address, { province: true, postalCode: true })}
              </span>
            ) : null}
          </span>
          {edit(0)}
        </dd>
      </div>
      <div className={row}>
        <dt id={`${ids}-1`} className="w-28 shrink-0 font-semibold">
          {t('ui.co.reviewPayment')}
        </dt>
        <dd className="flex flex-1 items-start gap-2">
          <span className="flex-1" data-testid="review-payment">
            {paymentParts(checkout, t).join(' · ')}
          </span>
          {edit(1)}
        </dd>
      </div>
    </dl>
  );
}
