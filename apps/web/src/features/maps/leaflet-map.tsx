import 'leaflet/dist/leaflet.css';
import './maps.css';
import {
  latLngBounds,
  type LatLngExpression,
  type LeafletEvent,
  type Marker as LeafletMarker,
  type TileLayer as LeafletTileLayer,
} from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, TileLayer, Tooltip, useMap, useMapEvent } from 'react-leaflet';
import { useT } from '../../lib/i18n/use-t';
import { useServices } from '../../lib/services';
import {
  attributionHtml,
  DEFAULT_MAP_TILES,
  SAO_PAULO,
  zoomFor,
  type MapMarker,
  type MapPoint,
  type MapTiles,
} from './map-types';
import { markerIcon } from './marker-icons';

export type LeafletMapProps = {
  /** names the map for screen readers */
  label: string;
  markers: MapMarker[];
  /** where the map opens; São Paulo without one (spec 9) */
  center?: MapPoint | null;
  /** spec 9: 15 with a centre, 6 without */
  zoom?: number;
  /** keeps every one of these points in view, refitting as they change (the courier and the destination) */
  fitTo?: MapPoint[];
  /** moves the view to `center` whenever it changes (a map that follows a position) */
  follow?: boolean;
  /** a tap on the map: the point modal moves its marker there */
  onPick?: (position: MapPoint) => void;
  className?: string;
};

const toLatLng = (p: MapPoint): LatLngExpression => [p.latitude, p.longitude];
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** The tile source from the store's public config (MAP_TILE_URL, MAP_TILE_ATTRIBUTION), else OpenStreetMap's. */
function useMapTiles(): MapTiles {
  const { config } = useServices();
  const tiles = (config.config as { mapTiles?: Partial<MapTiles> }).mapTiles;
  return { url: tiles?.url || DEFAULT_MAP_TILES.url, attribution: tiles?.attribution || DEFAULT_MAP_TILES.attribution };
}

/**
 * A map opened inside a dialog or a lazily shown card starts at a size of 0; Leaflet must measure again
 * whenever its box changes, or it draws tiles for the wrong area.
 */
function FollowSize() {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/**
 * Whether the map's picture is missing: a tile failed while none of the current view's had loaded (the tile server
 * down or out of reach). A tile that loads clears it; coming back online asks the failed tiles again.
 */
function useTilesDown() {
  const [down, setDown] = useState(false);
  const loaded = useRef(0);
  const layer = useRef<LeafletTileLayer>(null);
  const handlers = useMemo(
    () => ({
      loading: () => {
        loaded.current = 0;
      },
      tileload: () => {
        loaded.current += 1;
        setDown(false);
      },
      tileerror: () => {
        if (loaded.current === 0) setDown(true);
      },
    }),
    [],
  );
  useEffect(() => {
    if (!down) return;
    const again = () => layer.current?.redraw();
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [down]);
  return { down, handlers, layer };
}

function FitPoints({ points }: { points: MapPoint[] }) {
  const map = useMap();
  const key = points.map((p) => `${p.latitude},${p.longitude}`).join(';');
  useEffect(() => {
    if (points.length === 0) return;
    if (points.length === 1) map.setView(toLatLng(points[0]!), Math.max(map.getZoom(), 15));
    else map.fitBounds(latLngBounds(points.map(toLatLng) as [number, number][]), { padding: [40, 40], maxZoom: 17 });
    // the key stands for the points: refit only when a point really moves, not on every new array
  }, [map, key]);
  return null;
}

function FollowCenter({ center }: { center: MapPoint }) {
  const map = useMap();
  useEffect(() => {
    map.panTo(toLatLng(center));
  }, [map, center.latitude, center.longitude]);
  return null;
}

function PickOnClick({ onPick }: { onPick: (position: MapPoint) => void }) {
  useMapEvent('click', (event) => onPick({ latitude: round6(event.latlng.lat), longitude: round6(event.latlng.lng) }));
  return null;
}

function MapPin({ marker }: { marker: MapMarker }) {
  const { onMove } = marker;
  const handlers = useMemo(
    () =>
      onMove
        ? {
            dragend: (event: LeafletEvent) => {
              const at = (event.target as LeafletMarker).getLatLng();
              onMove({ latitude: round6(at.lat), longitude: round6(at.lng) });
            },
          }
        : {},
    [onMove],
  );
  return (
    <Marker
      position={toLatLng(marker.position)}
      icon={markerIcon(marker.kind ?? 'point')}
      draggable={marker.draggable ?? false}
      title={marker.label}
      alt={marker.label}
      eventHandlers={handlers}
      autoPan
    >
      <Tooltip>{marker.label}</Tooltip>
    </Marker>
  );
}

/**
 * A Leaflet map with the store's tiles and pins: loaded only by screens that show one (see public.ts). Without
 * tiles it keeps its pins and says the map is unavailable.
 */
export default function LeafletMap({
  label,
  markers,
  center,
  zoom,
  fitTo,
  follow = false,
  onPick,
  className = 'h-64 rounded-lg',
}: LeafletMapProps) {
  const { t } = useT();
  const tiles = useMapTiles();
  const tilesDown = useTilesDown();
  const start = center ?? fitTo?.[0] ?? null;
  return (
    <div
      role="region"
      aria-label={label}
      className={`relative isolate overflow-hidden ${className}`}
      data-map="leaflet"
    >
      <MapContainer
        center={toLatLng(start ?? SAO_PAULO)}
        zoom={zoom ?? zoomFor(start)}
        className="h-full w-full"
        scrollWheelZoom={false}
      >
        <TileLayer
          ref={tilesDown.layer}
          url={tiles.url}
          attribution={attributionHtml(tiles.attribution)}
          eventHandlers={tilesDown.handlers}
        />
        {markers.map((marker) => (
          <MapPin key={marker.id} marker={marker} />
        ))}
        <FollowSize />
        {fitTo && fitTo.length > 0 ? <FitPoints points={fitTo} /> : null}
        {follow && center ? <FollowCenter center={center} /> : null}
        {onPick ? <PickOnClick onPick={onPick} /> : null}
      </MapContainer>
      {/* no silent grey box: the pins stay, and a line says the picture behind them is missing */}
      {tilesDown.down ? (
        <p
          role="status"
          className="pointer-events-none absolute inset-x-12 top-2 z-[1000] rounded-lg bg-surface/95 px-3 py-1.5 text-center text-sm font-medium text-ink shadow"
        >
          {t('ui.mapUnavailable')}
        </p>
      ) : null}
    </div>
  );
}
