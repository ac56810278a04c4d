import { cents } from '@store/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n, I18nProvider } from '../lib/i18n/i18n';
import { OrderSummary } from './order-summary';

const show = (freight: number | null, discounts = { coupon: 0, payment: 0 }) =>
  render(
    <I18nProvider value={createI18n('pt-BR')}>
      <OrderSummary
        testIdPrefix="order"
        subtotal={cents(22180)}
        couponDiscount={cents(discounts.coupon)}
        paymentDiscount={cents(discounts.payment)}
        freight={freight}
        total={cents(22180 - discounts.coupon - discounts.payment + Math.max(freight ?? 0, 0))}
      />
    </I18nProvider>,
  );

describe('order summary', () => {
  afterEach(cleanup);

  it("shows free freight as 'Grátis' (spec 8), an unknown one as 'Não disponível' and a price in reais", () => {
    show(0);
    expect(screen.getByTestId('order-freight').textContent).toBe('Grátis');
    cleanup();
    show(null);
    expect(screen.getByTestId('order-freight').textContent).toBe('Não disponível');
    cleanup();
    show(990);
    expect(screen.getByTestId('order-freight').textContent).toBe('R$ 9,90');
    expect(screen.getByTestId('order-total').textContent).toBe('R$ 231,70');
  });

  it('lists the coupon and payment discounts only when there are any', () => {
    show(0);
    expect(screen.queryByText('Desconto do cupom')).toBeNull();
    expect(screen.queryByText('Desconto do pagamento')).toBeNull();
    cleanup();
    show(0, { coupon: 2218, payment: 1109 });
    expect(screen.getByTestId('order-coupon-discount').textContent).toBe('- R$ 22,18');
    expect(screen.getByTestId('order-payment-discount').textContent).toBe('- R$ 11,09');
    expect(screen.getByTestId('order-total').textContent).toBe('R$ 188,53');
  });
});
