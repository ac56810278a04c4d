import { divIcon, type DivIcon } from 'leaflet';
import type { MarkerKind } from './map-types';

/**
 * Markers are inline SVG in a `divIcon`: Leaflet's default icon loads PNGs from a path guessed from its CSS,
 * which breaks once bundled, and an outside image would need the CSP to allow another host.
 * No style attributes: the CSP allows no inline styles, so colours come from classes (maps.css).
 */
const GLYPHS: Record<MarkerKind, string> = {
  point: '<circle cx="16" cy="15" r="5" fill="#fff"/>',
  store: '<path d="M10 12h12l-1 3H11zM11 16h10v6H11z" fill="#fff"/>',
  destination: '<path d="M10 16l6-5 6 5v6h-4v-4h-4v4h-4z" fill="#fff"/>',
  courier: '<path d="M9 13h9v7H9zM18 15h3l2 3v2h-5z" fill="#fff"/>',
};

const cache = new Map<MarkerKind, DivIcon>();

export function markerIcon(kind: MarkerKind): DivIcon {
  let icon = cache.get(kind);
  if (!icon) {
    icon = divIcon({
      className: `store-map-marker store-map-marker-${kind}`,
      html: `<svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true" focusable="false"><path class="store-map-marker-pin" d="M16 41s14-13.4 14-25A14 14 0 0 0 2 16c0 11.6 14 25 14 25z"/>${GLYPHS[kind]}</svg>`,
      iconSize: [32, 42],
      iconAnchor: [16, 41],
      tooltipAnchor: [0, -36],
    });
    cache.set(kind, icon);
  }
  return icon;
}
