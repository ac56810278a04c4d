import { lazy, Suspense } from 'react';
import { loadWithRetry } from '../../lib/lazy-page';

/** The modal (and the socket code) come in their own chunk, fetched when a shopper opens it. */
const Loaded = lazy(() => loadWithRetry(() => import('./tracking-modal')));

export function TrackingModal(props: {
  orderId: string;
  /** the order's status as its page knows it: how the window's title reads once the delivery ended */
  status?: string;
  destination?: { latitude: number; longitude: number } | null;
  onClose: () => void;
}) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
