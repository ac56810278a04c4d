import { useState } from 'react';
import { Modal } from '../../components/modal';
import { useT } from '../../lib/i18n/use-t';

export type Coords = { latitude: number; longitude: number };

/** About 10 m in degrees. */
const STEP = 0.0001;

/**
 * Spec 4 'Map modal' without map tiles (offline): the position from the form, nudged with arrows;
 * Salvar answers the nudged position, Cancelar the original.
 */
export function PositionDialog({ initial, onClose }: { initial: Coords; onClose: (coords: Coords) => void }) {
  const { t } = useT();
  const [coords, setCoords] = useState(initial);
  const move = (dLat: number, dLng: number) => setCoords((c) => ({ latitude: +(c.latitude + dLat).toFixed(6), longitude: +(c.longitude + dLng).toFixed(6) }));
  const arrows: { label: string; symbol: string; d: [number, number]; area: string }[] = [
    { label: t('ui.acc.north'), symbol: '↑', d: [STEP, 0], area: 'col-start-2' },
    { label: t('ui.acc.west'), symbol: '←', d: [0, -STEP], area: 'col-start-1 row-start-2' },
    { label: t('ui.acc.east'), symbol: '→', d: [0, STEP], area: 'col-start-3 row-start-2' },
    { label: t('ui.acc.south'), symbol: '↓', d: [-STEP, 0], area: 'col-start-2 row-start-3' },
  ];
  return (
    <Modal title={t('ui.acc.adjustPosition')} onClose={() => onClose(initial)}>
      <p className="text-sm text-muted">{t('ui.acc.adjustHint')}</p>
      <div className="mx-auto my-4 grid w-40 grid-cols-3 grid-rows-3 gap-1">
        {arrows.map((a) => (
          <button key={a.symbol} type="button" className={`icon-button bg-black/5 ${a.area}`} aria-label={a.label} onClick={() => move(...a.d)}>
            {a.symbol}
          </button>
        ))}
        <span className="col-start-2 row-start-2 flex items-center justify-center text-2xl text-primary-strong" aria-hidden="true">
          ◉
        </span>
      </div>
      <p className="text-center font-mono text-sm" aria-live="polite">
        {coords.latitude.toFixed(6)}, {coords.longitude.toFixed(6)}
      </p>
      <div className="mt-4 flex justify-end gap-2">
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
