import type { VariablesOf } from 'gql.tada';
import {
  cents,
  installmentOptions,
  normalizeCouponCode,
  orderTotal,
  paymentDiscount,
  shouldAppendObservation,
  type Cents,
  type DiscountRule,
  type InstallmentOption,
  type OrderTotal,
  type PaymentSelection,
  type ShippingSelection,
} from '@store/core';
import type { CartLine } from '../cart/public';
import type { CardFormValue } from './card-form';
import type { CheckoutData, CheckoutPaymentMethod, CREATE_ORDER } from './checkout-queries';

export const NEW_CARD = 'new';

/** The API's discount rules in the core shape. */
export function toDiscountRules(rules: CheckoutData['discountRules']): DiscountRule[] {
  return rules.map((r) => ({
    id: r.id,
    discountType: r.discountType,
    discountValue: r.discountValue,
    isDefault: r.isDefault,
    paymentMethodId: r.paymentMethod.id,
  }));
}

/** What the server will charge, by the same core functions it uses (cart total, coupon, payment rule, freight). */
export function checkoutTotals(input: {
  subtotal: Cents;
  coupon: { discount: Cents; ignoreDiscountRules: boolean } | null;
  rules: readonly DiscountRule[];
  payment: PaymentSelection;
  shipping: ShippingSelection;
}): OrderTotal {
  return orderTotal({
    subtotal: input.subtotal,
    coupon: input.coupon && input.coupon.discount > 0 ? input.coupon : null,
    paymentRuleDiscount: paymentDiscount(input.subtotal, input.rules, input.payment.methodId),
    freight: input.shipping.type === 'pickup' ? cents(0) : input.shipping.freight,
  });
}

/** Credit splits by the method's terms; every other way of paying is 'Preço à vista'. */
export function checkoutInstallments(
  method: CheckoutPaymentMethod | undefined,
  payment: PaymentSelection,
  total: Cents,
): InstallmentOption[] {
  const config = {
    maxInstallments: method?.installments.number_installments ?? 1,
    minInstallmentValue: cents(method?.installments.min_installment_value ?? 0),
  };
  return installmentOptions(total, config, payment.billingType === 'credit' ? 'credit' : 'debit');
}

/** The createOrder input as the schema's CreateOrderInput types it (it carries the money). */
export type OrderPayload = VariablesOf<typeof CREATE_ORDER>['input'];

/** The createOrder input (spec 3 'Order creation input'); the card token comes from the gateway, never the number. */
export function orderInput(input: {
  lines: readonly CartLine[];
  shipping: ShippingSelection;
  payment: PaymentSelection;
  total: Cents;
  couponCode: string | null;
  observation: string;
  card: CardFormValue;
  numberToken: string | null;
}): OrderPayload {
  const { payment } = input;
  const isCard = payment.billingType === 'credit' || payment.billingType === 'debit';
  const saved = payment.cardId && payment.cardId !== NEW_CARD ? payment.cardId : null;
  const year = Number(input.card.year);
  const shippingOption = input.shipping.optionId;
  const paymentMethod = payment.methodId;
  // The readiness check comes first (isCheckoutReady): reaching here without both is a bug.
  if (!shippingOption || !paymentMethod)
    throw new Error('orderInput called before a shipping option and a payment method were chosen');
  return {
    items: input.lines.map((l) => ({ item: l.itemId, quantity: l.quantity, price: l.unitPrice, total: l.lineTotal })),
    shippingOption,
    ...(input.shipping.type !== 'pickup' && input.shipping.addressId ? { addressId: input.shipping.addressId } : {}),
    paymentMethod,
    ...(payment.billingType ? { billingType: payment.billingType } : {}),
    ...(payment.methodType === 'simple' && payment.cashAmount != null ? { changeFor: payment.cashAmount } : {}),
    ...(input.couponCode ? { discountCouponCode: normalizeCouponCode(input.couponCode) } : {}),
    // Spec 5: notes are appended only when longer than 4 characters.
    ...(shouldAppendObservation(input.observation) ? { observation: input.observation.trim() } : {}),
    ...(isCard
      ? {
          paymentCard: saved
            ? { type: payment.billingType, userPaymentCardId: saved, installments: payment.installments }
            : {
                type: payment.billingType,
                encrypted: input.numberToken,
                cardHolderName: input.card.holder.trim().toUpperCase(),
                cardSecurityCode: input.card.securityCode,
                expiryMonth: Number(input.card.month),
                expiryYear: year < 100 ? 2000 + year : year,
                installments: payment.installments,
                store: input.card.save,
              },
        }
      : {}),
    total: input.total,
  };
}
