import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useServices } from '../../lib/services';
import { useT } from '../../lib/i18n/use-t';
import { useTrackingTexts } from '../../lib/i18n/ui-messages-tracking';
import { TrackingModal } from './lazy-tracking-modal';
import { isOutForDelivery } from './out-for-delivery';
import { ORDER_DELIVERY } from './tracking-queries';

/**
 * The order page's delivery box while the order is out for delivery: 'Código de entrega: 1234' to read out at the
 * door (as Brazilian delivery apps do) and 'Acompanhar entrega', which opens the live modal.
 */
export function DeliveryCard({ orderId, status }: { orderId: string; status: string }) {
  useTrackingTexts();
  const { t } = useT();
  const { gql } = useServices();
  // the banner's 'Acompanhar entrega' comes here with track=1: the modal opens as the page does
  const [params] = useSearchParams();
  const [open, setOpen] = useState(params.get('track') === '1');
  const out = isOutForDelivery(status);
  const delivery = useQuery({
    queryKey: ['order-delivery', orderId, status],
    queryFn: () => gql.request(ORDER_DELIVERY, { id: orderId }),
    select: (data) => data.order,
    enabled: out,
  });
  const order = delivery.data;
  // the modal stays open (on its same socket) when the delivery ends, to say how it ended, until the shopper closes it
  const modal = open ? (
    <TrackingModal
      orderId={orderId}
      status={status}
      destination={order?.delivery?.destination ?? null}
      onClose={() => setOpen(false)}
    />
  ) : null;
  const underWay = order?.delivery?.state === 'under_way';
  // one shape whatever the status, so the open modal is never mounted afresh (a new socket) when the order changes
  return (
    <>
      {out && order ? (
        <section
          className="flex flex-col gap-2 rounded-xl bg-primary/10 p-4 ring-1 ring-primary/30"
          aria-label={t('ui.tr.title')}
        >
          {order.deliveryCode ? (
            <>
              <p className="text-lg font-bold" data-testid="delivery-code">
                {t('ui.tr.code', { code: order.deliveryCode })}
              </p>
              <p className="text-sm text-muted">{t('ui.tr.codeHint')}</p>
            </>
          ) : null}
          {underWay ? (
            <button type="button" className="btn-primary self-start" onClick={() => setOpen(true)}>
              {t('ui.tr.open')}
            </button>
          ) : null}
        </section>
      ) : null}
      {modal}
    </>
  );
}
