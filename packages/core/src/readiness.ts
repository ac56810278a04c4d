import type { CouponState } from './coupon-state';
import { isCouponReady } from './coupon-state';
import { msg } from './i18n/messages';
import type { Message } from './i18n/messages';
import type { Cents } from './money';
import type { NO_CHANGE } from './validators/cash-amount';
import { validateCashAmount } from './validators/cash-amount';

/** 'simple' is cash. */
export type PaymentMethodType = 'card' | 'simple' | 'pix' | 'gateway';
export type BillingType = 'credit' | 'debit' | 'pix' | 'boleto' | 'link';
export type ShippingType = 'delivery' | 'shipping' | 'pickup' | 'dispatch';

export type PaymentSelection = {
  methodId: string | null;
  methodType: PaymentMethodType | null;
  network: string | null;
  billingType: BillingType | null;
  /** Cash handed over, or -1 for no change ('Sem troco'). */
  cashAmount: Cents | typeof NO_CHANGE | null;
  /** Saved card id or the token of a newly entered card. */
  cardId: string | null;
  /** 1 is 'Preço à vista'. */
  installments: number;
};

export type ShippingSelection = {
  optionId: string | null;
  type: ShippingType | null;
  addressId: string | null;
  /** Freight in cents, -1 when the area is not served, null until computed. */
  freight: Cents | -1 | null;
};

export const EMPTY_PAYMENT: PaymentSelection = {
  methodId: null,
  methodType: null,
  network: null,
  billingType: null,
  cashAmount: null,
  cardId: null,
  installments: 1,
};

export const EMPTY_SHIPPING: ShippingSelection = { optionId: null, type: null, addressId: null, freight: null };

/** Choosing a method resets network, billing type, change, card and instalments: `resetPaymentOnMethodChange(pix).installments` → 1. */
export function resetPaymentOnMethodChange(method: { id: string; type: PaymentMethodType }): PaymentSelection {
  return { ...EMPTY_PAYMENT, methodId: method.id, methodType: method.type };
}

/** Choosing a method clears the address and its freight: `resetShippingOnMethodChange(delivery).addressId` → null. */
export function resetShippingOnMethodChange(option: { id: string; type: ShippingType }): ShippingSelection {
  return { ...EMPTY_SHIPPING, optionId: option.id, type: option.type };
}

const isCard = (billing: BillingType | null) => billing === 'credit' || billing === 'debit';

/** Spec 4 'Payment selection': `isPaymentReady({ ...EMPTY_PAYMENT, methodType: 'simple', cashAmount: -1 }, total)` → true. */
export function isPaymentReady(payment: PaymentSelection, total: Cents): boolean {
  switch (payment.methodType) {
    case 'pix':
      return true;
    case 'simple':
      return payment.cashAmount != null && validateCashAmount(payment.cashAmount, total) === null;
    case 'card':
      return isCard(payment.billingType);
    case 'gateway':
      if (isCard(payment.billingType)) return payment.cardId != null;
      return payment.billingType === 'boleto' || payment.billingType === 'link' || payment.billingType === 'pix';
    default:
      return false;
  }
}

/** Spec 4 'Shipping selection', pickup always ready: `isShippingReady({ ...delivery, freight: -1 })` → false. */
export function isShippingReady(shipping: ShippingSelection): boolean {
  if (shipping.type === 'pickup') return true;
  if (shipping.type === null) return false;
  return shipping.addressId != null && shipping.freight != null && shipping.freight >= 0;
}

/** Hint when the area is not served: `shippingHint({ ...delivery, freight: -1 })` → 'shipping.choosePickup'. */
export function shippingHint(shipping: ShippingSelection): Message | null {
  const notServed = shipping.type !== 'pickup' && shipping.freight != null && shipping.freight < 0;
  return notServed ? msg('shipping.choosePickup') : null;
}

export type CheckoutPending = 'position' | 'account' | 'shipping' | 'payment' | 'coupon';

export type CheckoutReadinessInput = {
  /** Location-based checkout is on for the store. */
  locationBasedCheckout: boolean;
  positionKnown: boolean;
  accountReady: boolean;
  shipping: ShippingSelection;
  payment: PaymentSelection;
  total: Cents;
  coupon: CouponState;
};

export type CheckoutReadiness = { ready: true } | { ready: false; error: Message; pending: CheckoutPending[] };

/** Spec 4 'Checkout': `isCheckoutReady({ ...ready, accountReady: false })` → 'O pedido ainda possui pendências', pending ['account']. */
export function isCheckoutReady(input: CheckoutReadinessInput): CheckoutReadiness {
  const checks: Record<CheckoutPending, boolean> = {
    position: !input.locationBasedCheckout || input.positionKnown,
    account: input.accountReady,
    shipping: isShippingReady(input.shipping),
    payment: isPaymentReady(input.payment, input.total),
    coupon: isCouponReady(input.coupon),
  };
  const pending = (Object.keys(checks) as CheckoutPending[]).filter((part) => !checks[part]);
  return pending.length === 0 ? { ready: true } : { ready: false, error: msg('checkout.pending'), pending };
}
