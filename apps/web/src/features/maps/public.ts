// The storefront's maps: a lazily loaded Leaflet map and the numbers of spec 9. Leaflet itself is never imported
// from here, so a screen that imports this file pays for Leaflet only when it shows a map.
export { LeafletMap } from './lazy-leaflet-map';
export type { LeafletMapProps } from './leaflet-map';
export {
  DEFAULT_MAP_TILES,
  DELIVERY_MAP_HEIGHT,
  SAO_PAULO,
  zoomFor,
  type MapMarker,
  type MapPoint,
  type MapTiles,
  type MarkerKind,
} from './map-types';
