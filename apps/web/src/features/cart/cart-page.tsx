import { cents, orderTotal } from '@store/core';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { useServices } from '../../lib/services';
import { CouponBox } from '../../components/coupon-box';
import { LoadingOverlay } from '../../components/loading-overlay';
import { OrderSummary } from '../../components/order-summary';
import { useT } from '../../lib/i18n/use-t';
import { PostalCodeBar, useFreight } from '../location/public';
import { CartLineRow } from './cart-line-row';
import { useCart } from './use-cart';
import { useCoupon } from './use-coupon';

/** 'Meu carrinho' (spec 2/4): lines, clear, free-shipping progress, coupon and totals. */
export default function CartPage() {
  const { t } = useT();
  const { prompts, location } = useServices();
  const cart = useCart();
  const coupon = useCoupon(cart);
  const saved = useSyncExternalStore(location.subscribe, location.get);
  const freight = useFreight(saved?.postalCode, cart.subtotal).data?.price ?? null;
  const totals = orderTotal({
    subtotal: cart.subtotal,
    coupon: coupon.discount > 0 ? { discount: coupon.discount, ignoreDiscountRules: coupon.ignoreDiscountRules } : null,
    // Payment-method rules apply at checkout, once a method is chosen.
    paymentRuleDiscount: cents(0),
    freight: freight == null ? null : freight < 0 ? -1 : cents(freight),
  });

  const clear = async () => {
    if (await prompts.confirm({ title: t('ui.confirmClear'), confirmLabel: t('ui.clearCart') })) await cart.clear();
  };

  if (cart.loading) return <p className="page py-16 text-center text-muted">{t('ui.loading')}</p>;

  return (
    <div className="page flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('route.cart')}</h1>
      {!cart.lines.length ? (
        <EmptyState
          className="items-center gap-4 py-12 text-center"
          textClassName="text-lg"
          text={t('empty.cart')}
          action={
            <Link to="/store" className="btn-primary">
              {t('ui.keepShopping')}
            </Link>
          }
        />
      ) : (
        <div className="relative grid items-start gap-4 lg:grid-cols-[1fr_22rem]">
          <LoadingOverlay active={cart.busy} label={t('ui.loadingCart')} />
          <section className="rounded-xl bg-surface px-4 ring-1 ring-line">
            <ul className="divide-y divide-line">
              {cart.lines.map((line) => (
                <CartLineRow key={line.key} line={line} />
              ))}
            </ul>
            <div className="flex justify-end border-t border-line py-2">
              <button type="button" className="btn-text text-danger" onClick={() => void clear()}>
                {t('ui.clearCart')}
              </button>
            </div>
          </section>
          <aside className="flex flex-col gap-4">
            <PostalCodeBar subtotal={cart.subtotal} />
            <section className="flex flex-col gap-4 rounded-xl bg-surface p-4 ring-1 ring-line">
              <CouponBox coupon={coupon} />
              <OrderSummary testIdPrefix="cart" {...totals} freight={freight} />
              <Link to="/store/checkout" className="btn-primary w-full">
                {t('ui.checkout')}
              </Link>
              <Link to="/store" className="btn-text w-full">
                {t('ui.keepShopping')}
              </Link>
            </section>
          </aside>
        </div>
      )}
    </div>
  );
}
