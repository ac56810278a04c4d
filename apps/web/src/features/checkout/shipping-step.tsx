import { addressLine, freightLabel, maskCep } from '@store/core';
import { useId } from 'react';
import { useT } from '../../lib/i18n/use-t';
import { useCheckoutTexts } from '../../lib/i18n/ui-messages-checkout';
import { wireMessage } from '../../lib/wire-message';
import { quoteMessages, type ShippingQuote } from '../location/public-queries';
import { RADIO_ROW, SECTION } from './checkout-classes';
import { PickupPlace } from './pickup-place';
import type { Checkout } from './use-checkout';

/** Step 1: how the order arrives; delivery and shipping ask for an address and show its freight (spec 4). */
export function ShippingStep({ checkout }: { checkout: Checkout }) {
  useCheckoutTexts();
  const { t } = useT();
  const ids = useId();
  const { options, addresses, address, freight, hint, quoted, quotes, pickup } = checkout;
  const quoteOf = (id: string) => quotes?.quotes.find((q) => q.shippingId === id);
  // The hint already says the area is not served; any other reason (a minimal purchase) is added to it.
  const reason = wireMessage({ code: freight.data?.reasonCode, params: freight.data?.reasonParams });
  const extraReason = reason && reason.key !== 'freight.notServed' ? reason : null;
  return (
    <section className={SECTION} aria-labelledby={`${ids}-ship`}>
      <h2 id={`${ids}-ship`} className="text-lg font-bold">
        {t('ui.co.shippingMethod')}
      </h2>
      {quotes ? (
        <p className="text-sm text-muted" data-testid="shipping-quotes-cep">
          {t('ui.co.quotesFor', { cep: maskCep(quotes.postalCode) })}
        </p>
      ) : null}
      <div role="radiogroup" aria-labelledby={`${ids}-ship`} className="flex flex-col gap-2">
        {options.map((o) => (
          <label key={o.id} className={RADIO_ROW}>
            <input
              type="radio"
              name="shipping"
              className="size-5"
              aria-label={o.label}
              aria-describedby={`${ids}-${o.id}`}
              checked={quoted.optionId === o.id}
              onChange={() => checkout.chooseShipping(o.id)}
            />
            <span className="flex flex-1 flex-col">
              <span className="font-medium">{o.label}</span>
              <span id={`${ids}-${o.id}`} className="flex flex-col gap-1">
                {o.type === 'pickup' ? (
                  <>
                    <QuoteLine testId={`shipping-quote-${o.type}`} quote={{ price: 0 }} />
                    {pickup ? <PickupPlace pickup={pickup} /> : null}
                  </>
                ) : (
                  <QuoteLine testId={`shipping-quote-${o.type}`} quote={quoteOf(o.id)} />
                )}
              </span>
            </span>
          </label>
        ))}
      </div>
      {quoted.type && quoted.type !== 'pickup' ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold">{t('ui.co.deliveryAddress')}</legend>
          {addresses.length === 0 ? <p className="text-muted">{t('ui.co.noAddress')}</p> : null}
          {addresses.map((a) => (
            <label key={a.id} className={RADIO_ROW}>
              <input
                type="radio"
                name="address"
                className="size-5"
                checked={quoted.addressId === a.id}
                onChange={() => checkout.chooseAddress(a.id)}
              />
              <span>
                <span className="block font-medium">{a.title ?? t('ui.address')}</span>
                <span className="block text-sm text-muted">{addressLine(a)}</span>
              </span>
            </label>
          ))}
          {address && freight.isFetching ? <p className="text-sm text-muted">{t('ui.co.calculating')}</p> : null}
          {address && freight.data && !hint ? (
            <p className="text-sm">
              {t('ui.freight')}: {t(freightLabel(freight.data.price))}
            </p>
          ) : null}
          {hint ? (
            <p role="alert" className="rounded-lg bg-danger-soft p-3 text-ink">
              {t(hint)}
              {extraReason ? ` ${t(extraReason)}` : ''}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </section>
  );
}

/** 'R$ 9,90 · em até 1 dia útil' under an option once its CEP is known; nothing before. */
function QuoteLine({ quote, testId }: { quote: Partial<ShippingQuote> | undefined; testId: string }) {
  const { t } = useT();
  if (!quote || quote.price === undefined) return null;
  const said = quoteMessages({
    price: quote.price,
    deadline: quote.deadline ?? null,
    reasonCode: quote.reasonCode ?? null,
    reasonParams: quote.reasonParams ?? null,
  });
  return (
    <span className="text-sm" data-testid={testId}>
      <span className={quote.price < 0 ? 'text-danger' : 'font-semibold text-ink'}>{t(said.price)}</span>
      {said.time ? <span className="text-muted"> · {t(said.time)}</span> : null}
    </span>
  );
}
