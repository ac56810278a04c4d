import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t';

/**
 * The alert banner's live-delivery line: the order is out for delivery, 'Acompanhar entrega' opens the tracking
 * modal on the order's page (`track=1`), so the first page carries neither the modal nor the socket code.
 */
export function DeliveryBanner({ orderId, className }: { orderId: string; className: string }) {
  const { t } = useT();
  return (
    <div role="status" className={className}>
      <span>{t('ui.tr.banner', { id: orderId })}</span>
      <Link to={`/account/order?id=${encodeURIComponent(orderId)}&track=1`} className="font-semibold underline">
        {t('ui.tr.open')}
      </Link>
    </div>
  );
}
