import { useSyncExternalStore } from 'react';
import { useT } from '../lib/i18n/use-t';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has no network; pages then show what the service worker kept. */
export function useOffline() {
  return useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
}

/** 'Você está sem conexão…': the shopper sees that what shows may be old and that buying waits for the network. */
export function OfflineNotice() {
  const { t } = useT();
  const offline = useOffline();
  if (!offline) return null;
  return (
    <p role="status" className="bg-ink px-4 py-2 text-center text-sm font-medium text-surface">
      {t('ui.offline')}
    </p>
  );
}
