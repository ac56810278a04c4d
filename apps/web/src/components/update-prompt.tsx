import { useEffect, useState } from 'react';
import { useT } from '../lib/i18n/use-t';

/**
 * Registers the service worker and, when a new version has installed while this one runs, offers
 * 'Novo conteúdo disponível' / 'Atualizar' (spec 2). Updating tells the waiting worker to take over
 * and reloads once it has.
 */
export function UpdatePrompt() {
  const { t } = useT();
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let reloading = false;
    const onController = () => {
      if (reloading) return;
      reloading = true;
      window.location.reload();
    };
    navigator.serviceWorker.addEventListener('controllerchange', onController);
    const watch = (registration: ServiceWorkerRegistration) => {
      if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          // A first install has no controller yet: nothing old is showing, so there is nothing to update.
          if (installing.state === 'installed' && navigator.serviceWorker.controller) setWaiting(installing);
        });
      });
    };
    const register = () => navigator.serviceWorker.register('/sw.js').then((registration) => registration && watch(registration), () => undefined);
    // After the first screen is up, so the worker never competes with it.
    if (document.readyState === 'complete') void register();
    else window.addEventListener('load', () => void register(), { once: true });
    return () => navigator.serviceWorker.removeEventListener('controllerchange', onController);
  }, []);

  if (!waiting) return null;
  return (
    <div role="status" className="fixed inset-x-0 bottom-20 z-50 mx-auto flex w-[min(94vw,28rem)] items-center gap-3 rounded-lg bg-ink px-4 py-3 text-surface shadow-lg md:bottom-6">
      <p className="flex-1">{t('update.available')}</p>
      <button type="button" className="rounded px-2 py-1 font-semibold uppercase hover:underline" onClick={() => waiting.postMessage({ type: 'SKIP_WAITING' })}>
        {t('update.refresh')}
      </button>
    </div>
  );
}
