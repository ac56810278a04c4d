import { storeClock } from '@store/core';
import { useT } from '../../lib/i18n/use-t';
import { useStoreZone } from '../../lib/store-zone';
import type { SentPosition } from './share-throttle';
import type { ShareError } from './use-share-position';

type Props = {
  /** the delivery is under way: the screen shares the phone's position */
  sharing: boolean;
  lastSent: SentPosition | null;
  /** km left to the destination, when both points are known */
  remaining: number | null;
  error: ShareError | null;
  onRetry: () => void;
};

/**
 * What the courier's phone is doing with the location: sent to the customer (green, with when and how far), waiting
 * for the first position, or off, saying why and how to turn it on. Never 'being sent' while nothing goes out.
 */
export function SharingStatus({ sharing, lastSent, remaining, error, onRetry }: Props) {
  const { t, locale } = useT();
  const zone = useStoreZone();
  if (!sharing) return null;
  if (error) {
    const how =
      error === 'geo.permissionDenied'
        ? t('ui.co.locationOffHow')
        : error === 'geo.unavailable'
          ? t('ui.co.locationUnavailableHow')
          : null;
    return (
      <div
        role="alert"
        data-testid="location-off"
        className="flex flex-col gap-2 rounded-lg bg-warning-soft p-3 text-sm text-ink ring-1 ring-warning/40"
      >
        <p className="font-semibold">{t('ui.co.locationOff')}</p>
        <p>{t(error)}</p>
        {how ? (
          <>
            <p>{how}</p>
            <button type="button" className="btn-secondary self-start" onClick={onRetry}>
              {t('ui.tr.retry')}
            </button>
          </>
        ) : null}
      </div>
    );
  }
  if (!lastSent) return <p className="text-sm text-muted">{t('ui.co.waitingLocation')}</p>;
  return (
    <p role="status" className="rounded-lg bg-success-strong/10 p-3 text-sm">
      {t('ui.co.sharing')} {t('ui.co.lastSent', { time: storeClock(new Date(lastSent.at), zone) })}
      {remaining !== null
        ? ` · ${t('ui.co.distance', { km: remaining.toLocaleString(locale, { maximumFractionDigits: 1 }) })}`
        : ''}
    </p>
  );
}
