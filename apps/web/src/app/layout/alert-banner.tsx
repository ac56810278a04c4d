import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CloseIcon } from '../../components/icons';
import { useMe } from '../../features/account/public';
import { useCart } from '../../features/cart/public';
import { isCheckoutStarted } from '../../features/checkout/public';
import { DeliveryBanner, useOrderOutForDelivery } from '../../features/tracking/public';
import { useT } from '../../lib/i18n/use-t';
import { useSignedIn } from '../../lib/use-session';
import { useServices } from '../../lib/services';

/** Spec 2: screens where the pending-order banner stays out of the way. */
const NO_PENDING_BANNER = [
  '/store/checkout',
  '/account/addresses',
  '/account/address',
  '/account/order',
  '/account/cards',
];

let dismissedUnverified = false;

/**
 * Spec 2 'Alert banner': a pending order (checkout started with items still in the cart, see decision 9) offers
 * 'Ver pedido'; otherwise an order out for delivery offers 'Acompanhar entrega' (the tracking modal); otherwise an
 * unverified signed-in user sees the dismissible confirmation reminder.
 */
export function AlertBanner() {
  const { t } = useT();
  const { storage } = useServices();
  const { pathname } = useLocation();
  const signedIn = useSignedIn();
  const cart = useCart();
  const me = useMe().data;
  const [dismissed, setDismissed] = useState(dismissedUnverified);
  const outForDelivery = useOrderOutForDelivery(signedIn);
  if (!signedIn) return null;
  const bar =
    'flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-warning-soft px-3 py-2 text-center text-sm text-ink';
  if (cart.count > 0 && isCheckoutStarted(storage) && !NO_PENDING_BANNER.includes(pathname)) {
    return (
      <div role="status" className={bar}>
        <span>{t('order.openBanner')}</span>
        <Link to="/store/checkout" className="font-semibold underline">
          {t('order.view')}
        </Link>
      </div>
    );
  }
  // an order on its way: offer the live tracking (the order page has its own button)
  if (outForDelivery && !NO_PENDING_BANNER.includes(pathname))
    return <DeliveryBanner orderId={outForDelivery.id} className={bar} />;
  if (me && !me.emailVerifiedAt && !dismissed) {
    return (
      <div role="status" className={bar}>
        <span>{t('account.emailNotVerified')}</span>
        <button
          type="button"
          className="rounded p-1 hover:bg-black/10"
          aria-label={t('ui.dismiss')}
          onClick={() => {
            dismissedUnverified = true;
            setDismissed(true);
          }}
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
    );
  }
  return null;
}
