import { useMemo } from 'react';
import { useT } from '../../lib/i18n/use-t';
import { useTrackingTexts } from '../../lib/i18n/ui-messages-tracking';
import { DELIVERY_MAP_HEIGHT, LeafletMap, SAO_PAULO, zoomFor, type MapMarker, type MapPoint } from '../maps/public';
import { ChatPanel } from './chat-panel';
import { etaMinutes } from './eta';
import { FullScreenDialog } from './full-screen-dialog';
import { deliveryEnded, useDeliverySocket } from './use-delivery-socket';

type Props = {
  orderId: string;
  /** known before the socket answers (the order page's query), so the map opens on it */
  destination?: MapPoint | null;
  onClose: () => void;
};

/**
 * 'Seu pedido está a caminho' (spec 2 and 9): the live map with the courier and the destination, the estimated
 * arrival, the chat. The socket lives exactly as long as this modal: 'Fechar', Escape or a navigation closes both.
 */
export default function TrackingModal({ orderId, destination: known, onClose }: Props) {
  useTrackingTexts();
  const { t } = useT();
  const { live, send, reconnectNow } = useDeliverySocket(orderId);
  const destination = live.snapshot?.destination ?? known ?? null;
  const position = live.position;
  const eta = etaMinutes(position, destination, live.samples);
  const markers = useMemo(() => {
    const list: MapMarker[] = [];
    if (destination)
      list.push({ id: 'destination', kind: 'destination', label: t('ui.tr.destinationMarker'), position: destination });
    if (position) list.push({ id: 'courier', kind: 'courier', label: t('ui.tr.courierMarker'), position });
    return list;
  }, [destination, position, t]);
  const fitTo = useMemo(
    () => [position, destination].filter((p): p is MapPoint => p !== null),
    [position, destination],
  );
  const center = position ?? destination ?? SAO_PAULO;
  const courierName = live.snapshot?.courierName;
  const ended = deliveryEnded(live);

  return (
    <FullScreenDialog
      title={t('ui.tr.title')}
      onClose={onClose}
      footer={
        <button type="button" className="btn-secondary" onClick={onClose}>
          {t('ui.close')}
        </button>
      }
    >
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-3 p-3 lg:flex-row lg:items-start">
        <div className="flex min-w-0 flex-col gap-2 lg:flex-[3]">
          <LeafletMap
            label={t('ui.tr.map')}
            markers={markers}
            center={center}
            zoom={zoomFor(position ?? destination)}
            fitTo={fitTo}
            className={`${DELIVERY_MAP_HEIGHT} rounded-lg`}
          />
          <div className="flex flex-col gap-1" aria-live="polite">
            {eta !== null ? (
              <p className="text-lg font-bold" data-testid="tracking-eta">
                {t('ui.tr.eta', { n: eta })}
              </p>
            ) : live.status === 'open' && !ended ? (
              <p className="text-muted">{t('ui.tr.waitingPosition')}</p>
            ) : null}
            {courierName && !ended ? <p className="text-sm">{t('ui.tr.courierName', { name: courierName })}</p> : null}
            {position ? (
              <p className="sr-only" data-testid="courier-position">
                {position.latitude.toFixed(5)}, {position.longitude.toFixed(5)}
              </p>
            ) : null}
          </div>
          <ConnectionNotice status={ended ? 'ended' : live.status} onRetry={reconnectNow} />
        </div>
        <div className="lg:flex-[2]">
          <ChatPanel
            title={t('ui.tr.chat')}
            lines={live.chat}
            me="customer"
            disabled={ended}
            onSend={(message) => send({ type: 'chat', message })}
          />
        </div>
      </div>
    </FullScreenDialog>
  );
}

function ConnectionNotice({ status, onRetry }: { status: string; onRetry: () => void }) {
  const { t } = useT();
  if (status === 'connecting') return <p className="text-sm text-muted">{t('ui.tr.connecting')}</p>;
  if (status === 'ended')
    return (
      <p role="status" className="rounded-lg bg-black/5 p-3 text-sm" data-testid="tracking-ended">
        {t('ui.tr.ended')}
      </p>
    );
  if (status !== 'failed') return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-danger-soft p-3 text-sm text-danger"
    >
      <span>{t('tracking.connectFailed')}</span>
      <button
        type="button"
        className="min-h-11 rounded-lg px-3 font-semibold underline hover:bg-black/5"
        onClick={onRetry}
      >
        {t('ui.tr.retry')}
      </button>
    </div>
  );
}
