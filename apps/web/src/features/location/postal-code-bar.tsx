import {
  cents,
  freeShippingProgress,
  freightLabel,
  postalCodeBarText,
  type Cents,
  type SavedLocation,
} from '@store/core';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useServices } from '../../lib/services';
import { PinIcon, TruckIcon } from '../../components/icons';
import { loadLaterTexts } from '../../lib/i18n/i18n';
import { useT } from '../../lib/i18n/use-t';
import { useFreight } from './use-freight';

// The modal's CEP rule speaks a core text the first page leaves out: it comes with the modal.
const LocationModal = lazy(() => Promise.all([import('./location-modal'), loadLaterTexts()]).then(([modal]) => modal));

/** The bar's text; a CEP whose city is not known (yet) reads 'Enviar para 01310-100'. */
function barMessage(location: SavedLocation | null) {
  const message = postalCodeBarText(location);
  return message.key === 'postalBar.sendTo' && !location?.city
    ? { key: 'postalBar.sendToPostalCode' as const, params: message.params }
    : message;
}

/** Spec 2 'Postal-code bar': where to ship, with shipping progress and the free-shipping hint for the cart's subtotal. */
export function PostalCodeBar({ subtotal }: { subtotal: Cents }) {
  const { t } = useT();
  const { location } = useServices();
  const saved = useSyncExternalStore(location.subscribe, location.get);
  const [open, setOpen] = useState(false);
  const freight = useFreight(saved?.postalCode, subtotal).data;
  const threshold = freight?.freeShippingPrice ?? null;
  const progress = threshold ? freeShippingProgress(subtotal, cents(threshold)) : null;
  return (
    <section className="rounded-xl bg-surface p-3 ring-1 ring-line">
      <button
        type="button"
        className="flex min-h-11 w-full items-center gap-2 text-left"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <PinIcon className="shrink-0 text-primary-strong" />
        <span className="flex-1 font-medium">{t(barMessage(saved))}</span>
        {freight ? (
          <span className="text-sm text-muted">
            {t('ui.freight')}: {t(freightLabel(freight.price))}
          </span>
        ) : null}
      </button>
      {progress ? (
        <div className="mt-2">
          <div className="flex items-center gap-2 text-sm">
            <TruckIcon className="shrink-0 text-primary-strong" width={20} height={20} />
            <span>
              {progress.reached
                ? t('ui.freeShippingReached')
                : t('freeShipping.remaining', { amount: progress.remaining })}
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={t('ui.freight')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            className="mt-1 h-2 overflow-hidden rounded-full bg-line"
          >
            <div
              className="h-full rounded-full bg-primary-strong transition-all"
              style={{ width: `${progress.percent}%` }}
            />
          </div>
        </div>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <LocationModal onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
