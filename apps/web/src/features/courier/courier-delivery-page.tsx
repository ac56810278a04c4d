import { cents, formatMoney, isDeliveryUnderWay } from '@store/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useServices } from '../../lib/services';
import { useT } from '../../lib/i18n/use-t';
import { useTrackingTexts } from '../../lib/i18n/ui-messages-tracking';
import { DELIVERY_MAP_HEIGHT, LeafletMap, type MapMarker } from '../maps/public';
import { ChatPanel, haversineMeters, useDeliverySocket } from '../tracking/public';
import {
  addressLine,
  COURIER_ORDER,
  FAIL_DELIVERY,
  FINISH_DELIVERY,
  START_DELIVERY,
  statusText,
} from './courier-queries';
import { FinishForm, problemOf } from './finish-forms';
import { SharingStatus } from './sharing-status';
import { useSharePosition } from './use-share-position';

/**
 * One delivery (/courier/:id): 'Iniciar entrega' (never on a pickup order) sends the phone's position over the socket while this screen is
 * open; chat with the customer; 'Entregue' with the customer's code or 'Não entregue' with a reason. Sharing follows
 * the order's status, not this screen's memory: a courier who reloads or comes back mid-trip keeps sharing.
 */
export default function CourierDeliveryPage() {
  useTrackingTexts();
  const { t, locale } = useT();
  const { gql, prompts } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const id = useParams().id ?? '';
  const [startError, setStartError] = useState('');
  const [finishing, setFinishing] = useState<'code' | 'reason' | null>(null);
  const order = useQuery({
    queryKey: ['courier-order', id],
    queryFn: () => gql.request(COURIER_ORDER, { id }),
    select: (data) => data.courierOrder,
    enabled: id !== '',
  });
  const o = order.data;
  const underWay = !!o && isDeliveryUnderWay(o.status);
  const { live, send } = useDeliverySocket(id, underWay);
  const destination = o?.destination ?? null;
  const sharing = underWay;
  const {
    lastSent,
    error: geoError,
    retry: retryLocation,
  } = useSharePosition(sharing, live.status === 'open', destination, (coords) => send({ type: 'location', coords }));

  const markers = useMemo(() => {
    const list: MapMarker[] = [];
    if (destination)
      list.push({ id: 'destination', kind: 'destination', label: t('ui.tr.destinationMarker'), position: destination });
    if (lastSent) list.push({ id: 'courier', kind: 'courier', label: t('ui.tr.courierMarker'), position: lastSent });
    return list;
  }, [destination, lastSent, t]);

  if (order.isPending && id) return <p className="page py-16 text-center text-muted">{t('ui.loading')}</p>;
  if (!o) return <p className="page py-16 text-center">{t('ui.co.notFound')}</p>;

  const start = async () => {
    setStartError('');
    try {
      await gql.request(START_DELIVERY, { orderId: id });
      await queryClient.invalidateQueries({ queryKey: ['courier-order', id] });
    } catch (error) {
      setStartError(problemOf(error, t));
    }
  };
  const done = async (message: string) => {
    prompts.snackbar(message, { tone: 'success' });
    await queryClient.invalidateQueries({ queryKey: ['courier-orders'] });
    void navigate('/courier');
  };
  const remaining = lastSent && destination ? haversineMeters(lastSent, destination) / 1000 : null;
  const section = 'flex flex-col gap-3 rounded-xl bg-surface p-4 ring-1 ring-line';

  return (
    <section className="page flex max-w-5xl flex-col gap-4">
      <Link to="/courier" className="btn-text self-start">
        ← {t('ui.co.backToDeliveries')}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('ui.co.order', { id: o.id })}</h1>
        <span className="rounded-full bg-primary/10 px-3 py-0.5 text-sm font-semibold">{statusText(o, t)}</span>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <div className={section}>
          <p>{t('ui.co.customer', { name: o.customerName })}</p>
          <p className="text-sm text-muted">{addressLine(o.address) ?? t('ui.co.noDeliveryAddress')}</p>
          <p className="text-sm">{t('ui.co.total', { total: formatMoney(cents(o.total), locale) })}</p>
          <SharingStatus
            sharing={sharing}
            lastSent={lastSent}
            remaining={remaining}
            error={geoError}
            onRetry={retryLocation}
          />
          {sharing ? null : o.pickup ? (
            <p className="rounded-lg bg-black/5 p-3 text-sm">{t('order.pickupNotDelivered')}</p>
          ) : (
            <button type="button" className="btn-primary" onClick={() => void start()}>
              {t('ui.co.start')}
            </button>
          )}
          {startError ? (
            <p role="alert" className="text-sm text-danger">
              {startError}
            </p>
          ) : null}
          <LeafletMap
            label={t('ui.tr.map')}
            markers={markers}
            center={lastSent ?? destination}
            fitTo={markers.map((m) => m.position)}
            className={`${DELIVERY_MAP_HEIGHT} rounded-lg`}
          />
          {live.status === 'failed' && underWay ? (
            <p role="alert" className="text-sm text-danger">
              {t('tracking.connectFailed')}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-4">
          {underWay ? (
            <div className={section}>
              <ChatPanel
                title={t('ui.co.chatWith')}
                lines={live.chat}
                me="courier"
                disabled={live.status === 'ended'}
                onSend={(message) => send({ type: 'chat', message })}
              />
            </div>
          ) : null}
          {underWay ? (
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="btn-primary"
                aria-pressed={finishing === 'code'}
                onClick={() => setFinishing('code')}
              >
                {t('ui.co.delivered')}
              </button>
              <button
                type="button"
                className="btn-secondary"
                aria-pressed={finishing === 'reason'}
                onClick={() => setFinishing('reason')}
              >
                {t('ui.co.notDelivered')}
              </button>
            </div>
          ) : null}
          {underWay && finishing === 'code' ? (
            <FinishForm
              key="code"
              kind="code"
              label={t('ui.co.code')}
              submitLabel={t('ui.co.confirmDelivered')}
              onSubmit={async (code) => {
                await gql.request(FINISH_DELIVERY, { orderId: id, code });
                await done(t('ui.co.deliveredDone'));
              }}
            />
          ) : null}
          {underWay && finishing === 'reason' ? (
            <FinishForm
              key="reason"
              kind="reason"
              label={t('ui.co.reason')}
              submitLabel={t('ui.co.confirmNotDelivered')}
              onSubmit={async (reason) => {
                await gql.request(FAIL_DELIVERY, { orderId: id, reason });
                await done(t('ui.co.notDeliveredDone'));
              }}
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}
