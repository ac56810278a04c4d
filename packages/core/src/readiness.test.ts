import { describe, it, expect } from 'vitest';
import { NO_COUPON } from './coupon-state';
import { t } from './i18n/translate';
import { cents } from './money';
import type { PaymentSelection, ShippingSelection } from './readiness';
import {
  EMPTY_PAYMENT,
  isCheckoutReady,
  isPaymentReady,
  isShippingReady,
  resetPaymentOnMethodChange,
  resetShippingOnMethodChange,
  shippingHint,
} from './readiness';

const total = cents(4590);
const pay = (overrides: Partial<PaymentSelection>): PaymentSelection => ({
  ...EMPTY_PAYMENT,
  methodId: 'm',
  ...overrides,
});
const ship = (overrides: Partial<ShippingSelection>): ShippingSelection => ({
  optionId: 's',
  type: 'delivery',
  addressId: 'a1',
  freight: cents(1000),
  ...overrides,
});

describe('isPaymentReady', () => {
  it('is ready with pix', () => {
    expect(isPaymentReady(pay({ methodType: 'pix' }), total)).toBe(true);
    expect(isPaymentReady(EMPTY_PAYMENT, total)).toBe(false);
  });

  it('needs cash covering the total or no change', () => {
    expect(isPaymentReady(pay({ methodType: 'simple', cashAmount: cents(5000) }), total)).toBe(true);
    expect(isPaymentReady(pay({ methodType: 'simple', cashAmount: -1 }), total)).toBe(true);
    expect(isPaymentReady(pay({ methodType: 'simple', cashAmount: cents(4000) }), total)).toBe(false);
    expect(isPaymentReady(pay({ methodType: 'simple' }), total)).toBe(false);
  });

  it('needs credit or debit for a card', () => {
    expect(isPaymentReady(pay({ methodType: 'card', billingType: 'debit' }), total)).toBe(true);
    expect(isPaymentReady(pay({ methodType: 'card' }), total)).toBe(false);
  });

  it('needs the type for a gateway, plus a card for credit or debit', () => {
    expect(isPaymentReady(pay({ methodType: 'gateway', billingType: 'boleto' }), total)).toBe(true);
    expect(isPaymentReady(pay({ methodType: 'gateway', billingType: 'link' }), total)).toBe(true);
    expect(isPaymentReady(pay({ methodType: 'gateway', billingType: 'credit' }), total)).toBe(false);
    expect(isPaymentReady(pay({ methodType: 'gateway', billingType: 'credit', cardId: 'c1' }), total)).toBe(true);
    expect(isPaymentReady(pay({ methodType: 'gateway' }), total)).toBe(false);
  });
});

describe('resetPaymentOnMethodChange', () => {
  it('resets network, billing type, change, card and instalment to 1x', () => {
    expect(resetPaymentOnMethodChange({ id: 'pix-1', type: 'pix' })).toEqual({
      methodId: 'pix-1',
      methodType: 'pix',
      network: null,
      billingType: null,
      cashAmount: null,
      cardId: null,
      installments: 1,
    });
  });
});

describe('isShippingReady / shippingHint', () => {
  it('is always ready for pickup', () => {
    expect(isShippingReady(ship({ type: 'pickup', addressId: null, freight: null }))).toBe(true);
  });

  it('needs an address and freight of at least 0 for delivery and shipping', () => {
    expect(isShippingReady(ship({}))).toBe(true);
    expect(isShippingReady(ship({ type: 'shipping', freight: cents(0) }))).toBe(true);
    expect(isShippingReady(ship({ addressId: null }))).toBe(false);
    expect(isShippingReady(ship({ freight: null }))).toBe(false);
    expect(isShippingReady(ship({ freight: -1 }))).toBe(false);
  });

  it('tells the shopper to choose pickup when the area is not served', () => {
    expect(t('pt-BR', shippingHint(ship({ freight: -1 })))).toBe(
      'Não entregamos nesta região. Escolha a opção de retirada.',
    );
    expect(shippingHint(ship({}))).toBeNull();
  });

  it('clears the address when the method changes', () => {
    expect(resetShippingOnMethodChange({ id: 's2', type: 'delivery' })).toEqual({
      optionId: 's2',
      type: 'delivery',
      addressId: null,
      freight: null,
    });
  });
});

describe('isCheckoutReady', () => {
  const ready = {
    locationBasedCheckout: true,
    positionKnown: true,
    accountReady: true,
    shipping: ship({}),
    payment: pay({ methodType: 'pix' }),
    total,
    coupon: NO_COUPON,
  };

  it('is ready when every part is complete', () => {
    expect(isCheckoutReady(ready)).toEqual({ ready: true });
    expect(isCheckoutReady({ ...ready, locationBasedCheckout: false, positionKnown: false })).toEqual({ ready: true });
  });

  it("answers 'O pedido ainda possui pendências' and lists what is missing", () => {
    const result = isCheckoutReady({
      ...ready,
      positionKnown: false,
      accountReady: false,
      coupon: { status: 'validating', code: 'PET10' },
    });
    expect(result.ready).toBe(false);
    if (result.ready) return;
    expect(t('pt-BR', result.error)).toBe('O pedido ainda possui pendências');
    expect(result.pending).toEqual(['position', 'account', 'coupon']);
    expect(isCheckoutReady({ ...ready, shipping: ship({ freight: -1 }), payment: EMPTY_PAYMENT })).toMatchObject({
      pending: ['shipping', 'payment'],
    });
  });
});
