import { lazy, Suspense } from 'react';
import { loadWithRetry } from '../../lib/lazy-page';
import { loadLaterTexts } from '../../lib/i18n/i18n';

/** The dialog after the e-mail link comes in its own chunk, with its texts: only a visit from that link opens it. */
const Loaded = lazy(() =>
  loadWithRetry(() => Promise.all([import('./verified-dialog'), loadLaterTexts()]).then(([dialog]) => dialog)),
);

export function VerifiedDialog(props: { onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
