import { useT } from '../../lib/i18n/use-t';
import { PinIcon } from '../../components/icons';

type Props = { latitude: number; longitude: number; label: string };

/**
 * The store on a map. Map tiles come from an outside service this deployment cannot rely on (and
 * Leaflet would weigh on the page), so this draws a static map card with the coordinates and links to
 * open the place in the shopper's maps app (docs/decisions/0009-storefront.md).
 */
export function StoreMap({ latitude, longitude, label }: Props) {
  const { t } = useT();
  const coordinates = `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`;
  const href = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
  return (
    <section aria-label={t('ui.mapOf')} className="flex flex-col overflow-hidden rounded-xl bg-surface ring-1 ring-line">
      <div
        className="relative grid min-h-56 flex-1 place-items-center"
        style={{
          backgroundColor: '#e8eef3',
          backgroundImage: 'linear-gradient(#d3dde6 1px, transparent 1px), linear-gradient(90deg, #d3dde6 1px, transparent 1px)',
          backgroundSize: '32px 32px',
        }}
      >
        <PinIcon width={48} height={48} className="text-secondary-strong drop-shadow" />
        <p className="absolute bottom-2 left-2 rounded bg-white/90 px-2 py-1 text-xs text-[#1b1f24]">{coordinates}</p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
        <span className="text-muted">{label}</span>
        <a className="btn-secondary min-h-9" href={href} target="_blank" rel="noreferrer">
          {t('ui.openInMaps')}
        </a>
      </div>
    </section>
  );
}
