import {
  appliedCouponCode, canPlaceOrder, EMPTY_PAYMENT, EMPTY_SHIPPING, formatMoney, freightLabel, isAccountReady, isCheckoutReady,
  isPaymentReady, isShippingReady, msg, resetPaymentOnMethodChange, resetShippingOnMethodChange, shippingHint, t as coreT,
  validateNoCardNumber,
  type BillingType, type PaymentSelection, type ShippingSelection,
} from '@store/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useServices } from '../../app/services';
import { LoadingOverlay } from '../../components/loading-overlay';
import { GraphQLRequestError } from '../../lib/graphql-client';
import { useT } from '../../lib/i18n/use-t';
import { CouponBox } from '../cart/coupon-box';
import { useCart } from '../cart/use-cart';
import { useCoupon } from '../cart/use-coupon';
import { brandName, CardForm, cardFormError, EMPTY_CARD, type CardFormValue } from './card-form';
import { checkoutInstallments, checkoutTotals, NEW_CARD, orderInput, toDiscountRules } from './checkout-model';
import { CHECKOUT_QUERY, CREATE_ORDER, FREIGHT_QUERY, type CheckoutData, type FreightAnswer } from './checkout-queries';
import { ObservationField } from './observation-field';
import { markCheckoutStarted, clearCheckoutStarted } from './pending-order';

const STEPS = ['ui.co.stepShipping', 'ui.co.stepPayment', 'ui.co.stepReview'] as const;
const GATEWAY_TYPES: BillingType[] = ['boleto', 'link', 'pix'];

/** Spec 2/4 'Checkout': shipping, payment, review, in a stepper from step 1; the totals are the server's. */
export default function CheckoutPage() {
  const { t, locale } = useT();
  const services = useServices();
  const { gql, config, prompts, session, coupon: couponStore, storage, queryClient } = services;
  const navigate = useNavigate();
  const cart = useCart();
  const coupon = useCoupon(cart);
  const [step, setStep] = useState(0);
  const [shipping, setShipping] = useState<ShippingSelection>(EMPTY_SHIPPING);
  const [payment, setPayment] = useState<PaymentSelection>(EMPTY_PAYMENT);
  const [card, setCard] = useState<CardFormValue>(EMPTY_CARD);
  const [observation, setObservation] = useState('');
  const [observationError, setObservationError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const attempt = useRef<{ payload: string; key: string } | null>(null);
  const ids = useId();

  const data = useQuery({
    queryKey: ['checkout', config.storeId],
    queryFn: () => gql.request<CheckoutData>(CHECKOUT_QUERY, { storeId: config.storeId }),
  });
  const options = data.data?.storeCheckout?.shippingOptions ?? [];
  const methods = data.data?.storeCheckout?.paymentMethods ?? [];
  const addresses = data.data?.storeCheckout?.addresses ?? [];
  const me = data.data?.me ?? null;
  const rules = toDiscountRules(data.data?.discountRules ?? []);
  const address = addresses.find((a) => a.id === shipping.addressId) ?? null;

  const freight = useQuery({
    queryKey: ['checkout-freight', shipping.optionId, address?.id, cart.subtotal],
    queryFn: () =>
      gql.request<{ calcFreight: FreightAnswer | null }>(FREIGHT_QUERY, {
        postalCode: address!.postalCode,
        storeId: config.storeId,
        price: cart.subtotal,
        shippingId: shipping.optionId,
        address: { postalCode: address!.postalCode, city: address!.city, state: address!.state, latitude: address!.latitude, longitude: address!.longitude },
      }),
    select: (answer) => answer.calcFreight,
    enabled: shipping.type !== null && shipping.type !== 'pickup' && address !== null,
  });
  const quoted: ShippingSelection = {
    ...shipping,
    freight: shipping.type === 'pickup' ? 0 : address && freight.data ? freight.data.price : null,
  } as ShippingSelection;

  useEffect(() => {
    if (cart.lines.length > 0) markCheckoutStarted(storage);
  }, [cart.lines.length, storage]);

  const couponCode = appliedCouponCode(coupon.state);
  const totals = checkoutTotals({
    subtotal: cart.subtotal,
    coupon: coupon.discount > 0 ? { discount: coupon.discount, ignoreDiscountRules: coupon.ignoreDiscountRules } : null,
    rules,
    payment,
    shipping: quoted,
  });
  const allowed = options.find((o) => o.id === shipping.optionId)?.paymentMethods.map((m) => m.id);
  const payable = allowed ? methods.filter((m) => allowed.includes(m.id)) : methods;
  const method = methods.find((m) => m.id === payment.methodId);
  const installments = checkoutInstallments(method, payment, totals.total);
  const hint = shippingHint(quoted);
  const isCard = payment.billingType === 'credit' || payment.billingType === 'debit';
  const savedCards = me?.cards ?? [];

  const chooseShipping = (id: string) => {
    const option = options.find((o) => o.id === id);
    if (!option) return;
    setShipping(resetShippingOnMethodChange(option));
    // A method the new option does not accept is dropped.
    if (payment.methodId && !option.paymentMethods.some((m) => m.id === payment.methodId)) setPayment(EMPTY_PAYMENT);
  };

  const askCash = async () => {
    const amount = await prompts.cash({ title: t('ui.cashAmount'), total: totals.total });
    if (amount != null) setPayment((p) => ({ ...p, cashAmount: amount as PaymentSelection['cashAmount'] }));
  };

  const choosePayment = (id: string) => {
    const chosen = methods.find((m) => m.id === id);
    if (!chosen) return;
    const next = resetPaymentOnMethodChange(chosen);
    setCard(EMPTY_CARD);
    // A store's own Pix has no other choice to make.
    setPayment(chosen.type === 'pix' ? { ...next, billingType: 'pix' } : next);
    if (chosen.type === 'simple') void askCash();
  };

  const chooseBilling = (billingType: BillingType) => {
    const defaultCard = savedCards.find((c) => c.isDefault) ?? savedCards[0];
    const card = billingType === 'credit' || billingType === 'debit' ? (defaultCard?.id ?? NEW_CARD) : null;
    setPayment((p) => ({ ...p, billingType, cardId: card, installments: 1 }));
  };

  const readiness = isCheckoutReady({
    locationBasedCheckout: false,
    positionKnown: true,
    accountReady: me ? isAccountReady(me) : false,
    shipping: quoted,
    payment,
    total: totals.total,
    coupon: coupon.state,
  });

  const verificationDialog = () => prompts.dialog({ title: t('order.emailNotVerified'), message: t('account.emailNotVerified') });

  const cardProblem = () => (isCard && payment.cardId === NEW_CARD ? cardFormError(card) : null);

  const tokenize = async (): Promise<string> => {
    const token = await session.bearer();
    const response = await fetch(`/api/store/${encodeURIComponent(config.storeId)}/payment-methods/${encodeURIComponent(payment.methodId ?? '')}/tokens/card`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ card_number: card.number.replace(/\D/g, '') }),
    });
    const body = (await response.json().catch(() => null)) as { number_token?: string } | null;
    if (!response.ok || !body?.number_token) throw new Error(coreT(locale, 'card.checkData'));
    return body.number_token;
  };

  const showCardProblem = (detail: string) => prompts.message({ title: t('card.validationFailed'), detail });

  const finish = async () => {
    if (!me || !canPlaceOrder(me)) return void verificationDialog();
    if (!readiness.ready) return void prompts.message({ title: t(readiness.error) });
    const problem = cardProblem();
    if (problem) return void showCardProblem(t(problem));
    const noteProblem = validateNoCardNumber(observation);
    if (noteProblem) return void setObservationError(t(noteProblem));
    if (!(await prompts.confirm({ title: t('checkout.confirmHint'), confirmLabel: t('ui.co.finish') }))) return;
    setSubmitting(true);
    try {
      const numberToken = isCard && payment.cardId === NEW_CARD ? await tokenize() : null;
      const input = orderInput({ lines: cart.lines, shipping: quoted, payment, total: totals.total, couponCode, observation, card, numberToken });
      // One key per attempt: the same order sent again (a retry) is never placed twice.
      const { encrypted: _token, ...stable } = (input.paymentCard ?? {}) as Record<string, unknown>;
      const fingerprint = JSON.stringify({ ...input, paymentCard: stable, cardEnd: card.number.slice(-4) });
      if (attempt.current?.payload !== fingerprint) attempt.current = { payload: fingerprint, key: crypto.randomUUID() };
      const answer = await gql.request<{ createOrder: { id: string } }>(CREATE_ORDER, { input }, { headers: { 'Idempotency-Key': attempt.current.key } });
      attempt.current = null;
      couponStore.dispatch({ type: 'reset' });
      clearCheckoutStarted(storage);
      queryClient.setQueryData(['cart'], { shoppingCart: { id: null, total: 0, items: [] } });
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      prompts.snackbar(t('order.sent'), { tone: 'success' });
      void navigate(`/account/order?id=${encodeURIComponent(answer.createOrder.id)}`, { replace: true });
    } catch (error) {
      const code = error instanceof GraphQLRequestError ? error.errors[0]?.extensions?.code : undefined;
      if (code === 'email_not_verified') void verificationDialog();
      else if (error instanceof GraphQLRequestError) services.reportError(error);
      else showCardProblem(error instanceof Error ? error.message : t('card.checkData'));
      if (code === 'total_changed') void queryClient.invalidateQueries();
      // Spec 8: a submit failure re-validates the card and shows its message.
      const again = cardProblem();
      if (again) prompts.snackbar(t(again));
    } finally {
      setSubmitting(false);
    }
  };

  if (cart.loading || data.isPending || !cart.lines.length) {
    return (
      <div className="page flex flex-col gap-4">
        <h1 className="text-2xl font-bold">{t('route.checkout')}</h1>
        {cart.loading || data.isPending ? (
          <p className="py-12 text-center text-muted">{t('ui.loading')}</p>
        ) : (
          <div className="flex flex-col items-center gap-4 py-12 text-center">
            <p className="text-lg">{t('empty.cart')}</p>
            <Link to="/store" className="btn-primary">
              {t('ui.keepShopping')}
            </Link>
          </div>
        )}
      </div>
    );
  }

  const radio = 'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 ring-1 ring-line has-[:checked]:ring-2 has-[:checked]:ring-primary';
  const section = 'flex flex-col gap-3 rounded-xl bg-surface p-4 ring-1 ring-line';
  const canContinue = step === 0 ? isShippingReady(quoted) : isPaymentReady(payment, totals.total) && !cardProblem();

  return (
    <div className="page relative flex flex-col gap-4">
      <LoadingOverlay active={submitting} label={t('ui.loading')} />
      <h1 className="text-2xl font-bold">{t('route.checkout')}</h1>
      <nav aria-label={t('ui.co.steps')}>
        <ol className="flex gap-2">
          {STEPS.map((key, index) => (
            <li key={key} className="flex-1">
              <button
                type="button"
                className={`w-full rounded-lg px-1 py-2 text-xs font-semibold whitespace-nowrap sm:text-sm ${index === step ? 'bg-primary-strong text-on-primary' : 'bg-surface ring-1 ring-line'}`}
                aria-current={index === step ? 'step' : undefined}
                disabled={index > step}
                onClick={() => setStep(index)}
              >
                {index + 1}. {t(key)}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <div className="grid items-start gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-4">
          {step === 0 ? (
            <section className={section} aria-labelledby={`${ids}-ship`}>
              <h2 id={`${ids}-ship`} className="text-lg font-bold">
                {t('ui.co.shippingMethod')}
              </h2>
              <div role="radiogroup" aria-labelledby={`${ids}-ship`} className="flex flex-col gap-2">
                {options.map((o) => (
                  <label key={o.id} className={radio}>
                    <input type="radio" name="shipping" className="size-5" checked={shipping.optionId === o.id} onChange={() => chooseShipping(o.id)} />
                    {o.label}
                  </label>
                ))}
              </div>
              {shipping.type && shipping.type !== 'pickup' ? (
                <fieldset className="flex flex-col gap-2">
                  <legend className="mb-1 font-semibold">{t('ui.co.deliveryAddress')}</legend>
                  {addresses.length === 0 ? <p className="text-muted">{t('ui.co.noAddress')}</p> : null}
                  {addresses.map((a) => (
                    <label key={a.id} className={radio}>
                      <input type="radio" name="address" className="size-5" checked={shipping.addressId === a.id} onChange={() => setShipping((s) => ({ ...s, addressId: a.id, freight: null }))} />
                      <span>
                        <span className="block font-medium">{a.title ?? t('ui.address')}</span>
                        <span className="block text-sm text-muted">
                          {a.address}, {a.addressNumber} – {a.city}/{a.state}
                        </span>
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
                      {freight.data?.reason && freight.data.reason !== coreT('pt-BR', 'freight.notServed') ? ` ${freight.data.reason}` : ''}
                    </p>
                  ) : null}
                </fieldset>
              ) : null}
            </section>
          ) : null}

          {step === 1 ? (
            <section className={section} aria-labelledby={`${ids}-pay`}>
              <h2 id={`${ids}-pay`} className="text-lg font-bold">
                {t('ui.co.paymentMethod')}
              </h2>
              <div role="radiogroup" aria-labelledby={`${ids}-pay`} className="flex flex-col gap-2">
                {payable.map((m) => (
                  <label key={m.id} className={radio}>
                    <input type="radio" name="payment" className="size-5" checked={payment.methodId === m.id} onChange={() => choosePayment(m.id)} />
                    {m.label}
                  </label>
                ))}
              </div>
              {method?.type === 'simple' ? (
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p data-testid="cash-change">
                    {payment.cashAmount == null ? '' : payment.cashAmount < 0 ? t('cash.noChange') : t(msg('payment.changeFor', { amount: payment.cashAmount }))}
                  </p>
                  <button type="button" className="btn-text" onClick={() => void askCash()}>
                    {t('ui.co.changeEdit')}
                  </button>
                </div>
              ) : null}
              {method && (method.type === 'card' || method.type === 'gateway') ? (
                <fieldset className="flex flex-col gap-2">
                  <legend className="mb-1 font-semibold">{method.type === 'card' ? t('ui.co.cardType') : t('ui.co.billingType')}</legend>
                  <div className="flex flex-wrap gap-2">
                    {method.supportedTypes
                      .filter((b) => (method.type === 'card' ? b === 'credit' || b === 'debit' : GATEWAY_TYPES.includes(b) || b === 'credit' || b === 'debit'))
                      .map((b) => (
                        <label key={b} className={radio}>
                          <input type="radio" name="billing" className="size-5" checked={payment.billingType === b} onChange={() => chooseBilling(b)} />
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
                    <label key={c.id} className={radio}>
                      <input type="radio" name="card" className="size-5" checked={payment.cardId === c.id} onChange={() => setPayment((p) => ({ ...p, cardId: c.id }))} />
                      {t('ui.co.savedCard', { brand: brandName(c.cardBrand), last: c.cardLastDigits })}
                    </label>
                  ))}
                  {savedCards.length ? (
                    <label className={radio}>
                      <input type="radio" name="card" className="size-5" checked={payment.cardId === NEW_CARD} onChange={() => setPayment((p) => ({ ...p, cardId: NEW_CARD }))} />
                      {t('ui.co.newCard')}
                    </label>
                  ) : null}
                  {payment.cardId === NEW_CARD ? <CardForm value={card} onChange={setCard} /> : null}
                </fieldset>
              ) : null}
              {payment.billingType === 'credit' ? (
                <label className="flex flex-col gap-1 text-sm font-medium">
                  {t('ui.co.installments')}
                  <select className="input" value={payment.installments} onChange={(event) => setPayment((p) => ({ ...p, installments: Number(event.target.value) }))}>
                    {installments.map((o) => (
                      <option key={o.count} value={o.count}>
                        {t(o.label)}
                      </option>
                    ))}
                  </select>
                </label>
              ) : null}
            </section>
          ) : null}

          {step === 2 ? (
            <section className={section} aria-labelledby={`${ids}-review`}>
              <h2 id={`${ids}-review`} className="text-lg font-bold">
                {t('ui.co.stepReview')}
              </h2>
              <ul className="divide-y divide-line">
                {cart.lines.map((l) => (
                  <li key={l.key} className="flex justify-between gap-2 py-2">
                    <span>
                      {l.quantity} × {l.name}
                    </span>
                    <span className="whitespace-nowrap">{formatMoney(l.lineTotal, locale)}</span>
                  </li>
                ))}
              </ul>
              <CouponBox coupon={coupon} />
              <ObservationField
                value={observation}
                error={observationError}
                onChange={(text) => {
                  setObservation(text);
                  setObservationError(null);
                }}
              />
              <p className="text-sm text-muted">{t('checkout.confirmHint')}</p>
            </section>
          ) : null}

          <div className="flex justify-between gap-2">
            {step > 0 ? (
              <button type="button" className="btn-text" onClick={() => setStep(step - 1)}>
                {t('ui.co.back')}
              </button>
            ) : (
              <span />
            )}
            {step < 2 ? (
              <button type="button" className="btn-primary" disabled={!canContinue} onClick={() => setStep(step + 1)}>
                {t('ui.co.next')}
              </button>
            ) : null}
          </div>
        </div>

        <aside className={section} aria-labelledby={`${ids}-summary`}>
          <h2 id={`${ids}-summary`} className="text-lg font-bold">
            {t('ui.co.summary')}
          </h2>
          <dl className="flex flex-col gap-1">
            <div className="flex justify-between">
              <dt>{t('ui.subtotal')}</dt>
              <dd data-testid="checkout-subtotal">{formatMoney(totals.subtotal, locale)}</dd>
            </div>
            {totals.couponDiscount > 0 ? (
              <div className="flex justify-between text-success-strong">
                <dt>{t('ui.discount')}</dt>
                <dd>- {formatMoney(totals.couponDiscount, locale)}</dd>
              </div>
            ) : null}
            {totals.paymentDiscount > 0 ? (
              <div className="flex justify-between text-success-strong">
                <dt>{t('ui.co.paymentDiscount')}</dt>
                <dd data-testid="checkout-payment-discount">- {formatMoney(totals.paymentDiscount, locale)}</dd>
              </div>
            ) : null}
            <div className="flex justify-between">
              <dt>{t('ui.freight')}</dt>
              <dd data-testid="checkout-freight">{t(freightLabel(quoted.freight))}</dd>
            </div>
            <div className="mt-1 flex justify-between border-t border-line pt-2 text-lg font-bold">
              <dt>{t('ui.total')}</dt>
              <dd data-testid="checkout-total">{formatMoney(totals.total, locale)}</dd>
            </div>
          </dl>
          {step === 2 ? (
            <>
              {!readiness.ready ? <p className="text-sm text-danger">{t(readiness.error)}</p> : null}
              <button type="button" className="btn-primary w-full" disabled={submitting} onClick={() => void finish()}>
                {t('ui.co.finish')}
              </button>
            </>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
