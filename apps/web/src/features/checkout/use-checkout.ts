import {
  appliedCouponCode,
  EMPTY_PAYMENT,
  EMPTY_SHIPPING,
  isAccountReady,
  isCheckoutReady,
  isPaymentReady,
  isShippingReady,
  resetPaymentOnMethodChange,
  resetShippingOnMethodChange,
  shippingHint,
  type BillingType,
  type PaymentSelection,
  type ShippingSelection,
} from '@store/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useServices } from '../../lib/services';
import { useT } from '../../lib/i18n/use-t';
import { useCheckoutTexts } from '../../lib/i18n/ui-messages-checkout';
import { useCart, useCoupon } from '../cart/public';
import { FREIGHT_QUERY } from '../location/public';
import { SHIPPING_QUOTES } from '../location/public-queries';
import { cardFormError, EMPTY_CARD, type CardFormValue } from './card-form';
import { checkoutInstallments, checkoutTotals, NEW_CARD, toDiscountRules } from './checkout-model';
import { asCheckoutData, CHECKOUT_QUERY } from './checkout-queries';
import { markCheckoutStarted } from './pending-order';

export const CHECKOUT_STEPS = ['ui.co.stepShipping', 'ui.co.stepPayment', 'ui.co.stepReview'] as const;

/** Spec 4 'Checkout': the stepper's state, the server's data for it and the rules that say what is ready. */
export function useCheckout() {
  useCheckoutTexts();
  const { t } = useT();
  const { gql, config, prompts, storage, location } = useServices();
  const saved = useSyncExternalStore(location.subscribe, location.get);
  const cart = useCart();
  const coupon = useCoupon(cart);
  const [step, setStep] = useState(0);
  const [shipping, setShipping] = useState<ShippingSelection>(EMPTY_SHIPPING);
  const [payment, setPayment] = useState<PaymentSelection>(EMPTY_PAYMENT);
  const [card, setCard] = useState<CardFormValue>(EMPTY_CARD);
  const [observation, setObservation] = useState('');
  const [observationError, setObservationError] = useState<string | null>(null);

  const data = useQuery({
    queryKey: ['checkout', config.storeId],
    queryFn: async () => asCheckoutData(await gql.request(CHECKOUT_QUERY, { storeId: config.storeId })),
  });
  const options = data.data?.storeCheckout?.shippingOptions ?? [];
  const methods = data.data?.storeCheckout?.paymentMethods ?? [];
  const addresses = data.data?.storeCheckout?.addresses ?? [];
  const me = data.data?.me ?? null;
  const rules = toDiscountRules(data.data?.discountRules ?? []);
  const address = addresses.find((a) => a.id === shipping.addressId) ?? null;
  // Each option's price and time as soon as a CEP is known: the chosen address's, the one the shopper gave (item
  // page, postal-code bar), the main address's, the account's.
  const knownCep =
    address?.postalCode ??
    saved?.postalCode ??
    addresses.find((a) => a.isMain)?.postalCode ??
    data.data?.me?.postalCode;
  const quotes = useQuery({
    queryKey: ['checkout-quotes', knownCep, cart.subtotal],
    queryFn: () =>
      gql.request(SHIPPING_QUOTES, { postalCode: knownCep!, storeId: config.storeId, price: cart.subtotal }),
    select: (answer) => answer.shippingQuotes,
    enabled: Boolean(knownCep) && cart.lines.length > 0,
    placeholderData: (previous) => previous,
    retry: false,
  });

  const freight = useQuery({
    queryKey: ['checkout-freight', shipping.optionId, address?.id, cart.subtotal],
    queryFn: () =>
      gql.request(FREIGHT_QUERY, {
        postalCode: address!.postalCode,
        storeId: config.storeId,
        price: cart.subtotal,
        shippingId: shipping.optionId,
        address: {
          postalCode: address!.postalCode,
          city: address!.city,
          state: address!.state,
          latitude: address!.latitude,
          longitude: address!.longitude,
        },
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
  const isCard = payment.billingType === 'credit' || payment.billingType === 'debit';
  const savedCards = me?.cards ?? [];

  const chooseShipping = (id: string) => {
    const option = options.find((o) => o.id === id);
    if (!option) return;
    setShipping(resetShippingOnMethodChange(option));
    // A method the new option does not accept is dropped.
    if (payment.methodId && !option.paymentMethods.some((m) => m.id === payment.methodId)) setPayment(EMPTY_PAYMENT);
  };
  const chooseAddress = (addressId: string) =>
    setShipping((s) => ({ ...s, addressId, freight: null }) as ShippingSelection);

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
    const cardId = billingType === 'credit' || billingType === 'debit' ? (defaultCard?.id ?? NEW_CARD) : null;
    setPayment((p) => ({ ...p, billingType, cardId, installments: 1 }));
  };
  const chooseCard = (cardId: string) => setPayment((p) => ({ ...p, cardId }));
  const chooseInstallments = (installments: number) => setPayment((p) => ({ ...p, installments }));
  const writeObservation = (text: string) => {
    setObservation(text);
    setObservationError(null);
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
  const cardProblem = () => (isCard && payment.cardId === NEW_CARD ? cardFormError(card) : null);
  const canContinue = step === 0 ? isShippingReady(quoted) : isPaymentReady(payment, totals.total) && !cardProblem();

  return {
    cart,
    coupon,
    couponCode: appliedCouponCode(coupon.state),
    loading: cart.loading || data.isPending,
    me,
    step,
    setStep,
    canContinue,
    readiness,
    totals,
    options,
    addresses,
    address,
    freight,
    quotes: quotes.data ?? null,
    pickup: data.data?.storeCheckout?.pickup ?? null,
    quoted,
    hint: shippingHint(quoted),
    chooseShipping,
    chooseAddress,
    payable,
    method,
    payment,
    isCard,
    savedCards,
    installments: checkoutInstallments(method, payment, totals.total),
    choosePayment,
    chooseBilling,
    chooseCard,
    chooseInstallments,
    askCash,
    card,
    setCard,
    cardProblem,
    observation,
    observationError,
    setObservationError,
    writeObservation,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
