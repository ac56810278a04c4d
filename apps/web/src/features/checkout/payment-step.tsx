import { msg, type BillingType } from '@store/core';
import { useId } from 'react';
import { useT } from '../../lib/i18n/use-t';
import { useCheckoutTexts } from '../../lib/i18n/ui-messages-checkout';
import { brandName, CardForm } from './card-form';
import { RADIO_ROW, SECTION } from './checkout-classes';
import { NEW_CARD } from './checkout-model';
import type { Checkout } from './use-checkout';

const GATEWAY_TYPES: BillingType[] = ['boleto', 'link', 'pix'];

/** Step 2: the methods the chosen shipping accepts; cash asks for change, card for a type, a card and instalments. */
export function PaymentStep({ checkout }: { checkout: Checkout }) {
  useCheckoutTexts();
  const { t } = useT();
  const ids = useId();
  const { payable, method, payment, isCard, savedCards } = checkout;
  const chosen = checkout.installments.find((o) => o.count === payment.installments);
  return (
    <section className={SECTION} aria-labelledby={`${ids}-pay`}>
      <h2 id={`${ids}-pay`} className="text-lg font-bold">
        {t('ui.co.paymentMethod')}
      </h2>
      <div role="radiogroup" aria-labelledby={`${ids}-pay`} className="flex flex-col gap-2">
        {payable.map((m) => (
          <label key={m.id} className={RADIO_ROW}>
            <input
              type="radio"
              name="payment"
              className="size-5"
              checked={payment.methodId === m.id}
              onChange={() => checkout.choosePayment(m.id)}
            />
            {m.label}
          </label>
        ))}
      </div>
      {method?.type === 'simple' ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p data-testid="cash-change">
            {payment.cashAmount == null
              ? ''
              : payment.cashAmount < 0
                ? t('cash.noChange')
                : t(msg('payment.changeFor', { amount: payment.cashAmount }))}
          </p>
          <button type="button" className="btn-text" onClick={() => void checkout.askCash()}>
            {t('ui.co.changeEdit')}
          </button>
        </div>
      ) : null}
      {method && (method.type === 'card' || method.type === 'gateway') ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold">
            {method.type === 'card' ? t('ui.co.cardType') : t('ui.co.billingType')}
          </legend>
          <div className="flex flex-wrap gap-2">
            {method.supportedTypes
              .filter((b) =>
                method.type === 'card'
                  ? b === 'credit' || b === 'debit'
                  : GATEWAY_TYPES.includes(b) || b === 'credit' || b === 'debit',
              )
              .map((b) => (
                <label key={b} className={RADIO_ROW}>
                  <input
                    type="radio"
                    name="billing"
                    className="size-5"
                    checked={payment.billingType === b}
                    onChange={() => checkout.chooseBilling(b)}
                  />
                  {t(`ui.co.${b}` as 'ui.co.credit')}
                </label>
              ))}
          </div>
        </fieldset>
      ) : null}
      {isCard ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold">{t('ui.co.card')}</legend>
          {savedCards.map((c) => (
            <label key={c.id} className={RADIO_ROW}>
              <input
                type="radio"
                name="card"
                className="size-5"
                checked={payment.cardId === c.id}
                onChange={() => checkout.chooseCard(c.id)}
              />
              {t('ui.co.savedCard', { brand: brandName(c.cardBrand), last: c.cardLastDigits })}
            </label>
          ))}
          {savedCards.length ? (
            <label className={RADIO_ROW}>
              <input
                type="radio"
                name="card"
                className="size-5"
                checked={payment.cardId === NEW_CARD}
                onChange={() => checkout.chooseCard(NEW_CARD)}
              />
              {t('ui.co.newCard')}
            </label>
          ) : null}
          {payment.cardId === NEW_CARD ? <CardForm value={checkout.card} onChange={checkout.setCard} /> : null}
        </fieldset>
      ) : null}
      {payment.billingType === 'credit' ? (
        <div className="flex flex-col gap-1">
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('ui.co.installments')}
            <select
              className="input"
              value={payment.installments}
              onChange={(event) => checkout.chooseInstallments(Number(event.target.value))}
              aria-describedby={chosen && chosen.count > 1 ? `${ids}-split` : undefined}
            >
              {checkout.installments.map((o) => (
                <option key={o.count} value={o.count}>
                  {t(o.label)}
                </option>
              ))}
            </select>
          </label>
          {/* a phone cuts a long option in the closed select: the chosen split is spelled out under it */}
          {chosen && chosen.count > 1 ? (
            <span id={`${ids}-split`} className="text-sm text-muted sm:hidden" data-testid="installments-detail">
              {t(chosen.label)}
            </span>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
