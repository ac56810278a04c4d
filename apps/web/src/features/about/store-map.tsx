import { useServices } from '../../lib/services';
import { useT } from '../../lib/i18n/use-t';
import { LeafletMap } from '../maps/public';

type Props = { latitude: number; longitude: number; label: string };

/** The store on a map (its own chunk: Leaflet loads only when this card shows), with a link to the shopper's maps app. */
export function StoreMap({ latitude, longitude, label }: Props) {
  const { t } = useT();
  const { config } = useServices();
  const position = { latitude, longitude };
  const href = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
  return (
    <section
      aria-label={t('ui.mapOf')}
      className="flex flex-col overflow-hidden rounded-xl bg-surface ring-1 ring-line"
    >
      <LeafletMap
        label={t('ui.mapOf')}
        center={position}
        zoom={16}
        className="h-72 md:h-auto md:min-h-72 md:flex-1"
        markers={[{ id: 'store', position, label: config.name, kind: 'store' }]}
      />
      <div className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
        <span className="text-muted">{label}</span>
        <a className="btn-secondary min-h-9" href={href} target="_blank" rel="noreferrer">
          {t('ui.openInMaps')}
        </a>
      </div>
    </section>
  );
}
