import { useEffect, useMemo } from 'react';
import { useServices } from '../../lib/services';
import { useT, type Translate } from '../../lib/i18n/use-t';
import { useTrackingTexts } from '../../lib/i18n/ui-messages-tracking';
import { DELIVERY_MAP_HEIGHT, LeafletMap, SAO_PAULO, zoomFor, type MapMarker, type MapPoint } from '../maps/public';
import { ChatPanel } from './chat-panel';
import { etaMinutes } from './eta';
import { FullScreenDialog } from './full-screen-dialog';
import { deliveryEnded, useDeliverySocket } from './use-delivery-socket';

type Props = {
  orderId: string;
  /** the order's status as its page knows it: says how the delivery ended */
  status?: string;
  /** known before the socket answers (the order page's query), so the map opens on it */
  destination?: MapPoint | null;
  onClose: () => void;
};

/**
 * 'Seu pedido está a caminho' (spec 2 and 9): the live map with the courier and the destination, the estimated
 * arrival, the chat. The socket lives exactly as long as this modal: 'Fechar', Escape or a navigation closes both.
 */
export default function TrackingModal({ orderId, status, destination: known, onClose }: Props) {
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
  const { queryClient } = useServices();
  // the delivery is over: the order's page asks its status now (the title says how it ended), not at its next poll
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: ['order', orderId] });
  }, [ended, queryClient, orderId]);

  return (
    <FullScreenDialog
      title={ended ? endedTitle(status, live.snapshot?.state, t) : t('ui.tr.title')}
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

const DELIVERED = new Set(['entregue', 'concluido', 'finalizado']);

/** Once over, the window no longer says the order is on its way: delivered, not delivered, or just over. */
function endedTitle(status: string | undefined, state: string | undefined, t: Translate): string {
  if (state === 'delivered' || DELIVERED.has(status ?? '')) return t('ui.tr.titleDelivered');
  if (state === 'failed' || status === 'nao_entregue') return t('ui.tr.titleNotDelivered');
  return t('ui.tr.titleEnded');
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
