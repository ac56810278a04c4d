import { lazy, Suspense } from 'react';
import { loadWithRetry } from '../../lib/lazy-page';
import type { LeafletMapProps } from './leaflet-map';

/** Leaflet and its CSS come in their own chunk, fetched only when a map is shown (with the pages' retries and time-out). */
const LoadedMap = lazy(() => loadWithRetry(() => import('./leaflet-map')));

/** The map with a placeholder of its final size while its code loads, so nothing below it jumps. */
export function LeafletMap(props: LeafletMapProps) {
  return (
    <Suspense
      fallback={
        <div role="status" aria-label={props.label} className={`bg-black/5 ${props.className ?? 'h-64 rounded-lg'}`} />
      }
    >
      <LoadedMap {...props} />
    </Suspense>
  );
}
