import { useState } from 'react';
import { Modal } from '../../components/modal';
import { useT } from '../../lib/i18n/use-t';
import { useAccountTexts } from '../../lib/i18n/ui-messages-account';
import { DELIVERY_MAP_HEIGHT, LeafletMap, type MapPoint } from '../maps/public';

export type Coords = MapPoint;

/** About 10 m in degrees: one press of an arrow. */
const STEP = 0.0001;

/**
 * Spec 4 'Map modal': the position from the form on a map; the shopper drags the marker, taps the map or
 * presses the arrows (a keyboard can't drag). Salvar answers the moved position, Cancelar (or closing) the original.
 */
export function PositionDialog({ initial, onClose }: { initial: Coords; onClose: (coords: Coords) => void }) {
  useAccountTexts();
  const { t } = useT();
  const [coords, setCoords] = useState(initial);
  const move = (dLat: number, dLng: number) =>
    setCoords((c) => ({ latitude: +(c.latitude + dLat).toFixed(6), longitude: +(c.longitude + dLng).toFixed(6) }));
  const arrows: { label: string; symbol: string; d: [number, number] }[] = [
    { label: t('ui.acc.west'), symbol: '←', d: [0, -STEP] },
    { label: t('ui.acc.north'), symbol: '↑', d: [STEP, 0] },
    { label: t('ui.acc.south'), symbol: '↓', d: [-STEP, 0] },
    { label: t('ui.acc.east'), symbol: '→', d: [0, STEP] },
  ];
  return (
    <Modal title={t('ui.acc.adjustPosition')} onClose={() => onClose(initial)} variant="sheet">
      <p className="mb-2 text-sm text-muted">{t('ui.acc.adjustHint')}</p>
      <LeafletMap
        label={t('ui.acc.pointMap')}
        center={coords}
        follow
        className={`${DELIVERY_MAP_HEIGHT} rounded-lg`}
        markers={[
          { id: 'point', position: coords, label: t('ui.acc.deliveryPoint'), draggable: true, onMove: setCoords },
        ]}
        onPick={setCoords}
      />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <div className="flex gap-1" role="group" aria-label={t('ui.acc.adjustPosition')}>
          {arrows.map((a) => (
            <button
              key={a.symbol}
              type="button"
              className="icon-button bg-black/5"
              aria-label={a.label}
              onClick={() => move(...a.d)}
            >
              {a.symbol}
            </button>
          ))}
        </div>
        <p className="font-mono text-sm" aria-live="polite" data-testid="point-coords">
          {coords.latitude.toFixed(6)}, {coords.longitude.toFixed(6)}
        </p>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <button type="button" className="btn-text" onClick={() => onClose(initial)}>
          {t('ui.cancel')}
        </button>
        <button type="button" className="btn-primary" onClick={() => onClose(coords)}>
          {t('ui.save')}
        </button>
      </div>
    </Modal>
  );
}
