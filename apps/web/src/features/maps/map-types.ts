/** A point on the map, in degrees (WGS 84), as the API and the geolocation answer it. */
export type MapPoint = { latitude: number; longitude: number };

/** What a marker stands for; each kind has its own pin colour and glyph. */
export type MarkerKind = 'point' | 'store' | 'courier' | 'destination';

export type MapMarker = {
  id: string;
  position: MapPoint;
  /** read by screen readers and shown as the marker's tooltip title */
  label: string;
  kind?: MarkerKind;
  /** the shopper may drag it; `onMove` gets where it was dropped */
  draggable?: boolean;
  onMove?: (position: MapPoint) => void;
};

export type MapTiles = { url: string; attribution: string };

/** OpenStreetMap's standard tiles, used when the store's config names none. */
export const DEFAULT_MAP_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
};

/** Spec 9: the delivery map centres on São Paulo without a position. */
export const SAO_PAULO: MapPoint = { latitude: -23.5505, longitude: -46.6333 };

/** Spec 9: zoom 15 with a position, 6 without. */
export const zoomFor = (position: MapPoint | null | undefined) => (position ? 15 : 6);

/**
 * Spec 9: the delivery map is half the window high, at least 180 px, at least 270 px on a flat (landscape) screen.
 * A class list so every map that follows the rule (point modal, tracking modal) sizes the same.
 */
export const DELIVERY_MAP_HEIGHT = 'h-[50dvh] min-h-[180px] landscape:min-h-[270px]';

/** Leaflet renders the attribution as HTML: the configured text is shown as text, never as markup. */
export const attributionHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
