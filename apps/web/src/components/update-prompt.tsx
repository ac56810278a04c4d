import { useEffect, useState } from 'react';
import { useT } from '../lib/i18n/use-t';

/**
 * Registers the service worker (workbox-window, from the app bundle: no inline script under the CSP) and,
 * when a new version has installed while this one runs, offers 'Novo conteúdo disponível' / 'Atualizar'
 * (spec 2). Updating tells the waiting worker to take over and reloads once it has.
 */
export function UpdatePrompt() {
  const { t } = useT();
  const [update, setUpdate] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    const register = async () => {
      // Loaded after the first screen is up, so neither the library nor the worker competes with it.
      const { Workbox } = await import('workbox-window');
      if (cancelled) return;
      const workbox = new Workbox('/sw.js');
      // 'waiting' fires only when a worker already controls the page: a first install has nothing to update.
      workbox.addEventListener('waiting', () => {
        setUpdate(() => () => {
          workbox.addEventListener('controlling', () => window.location.reload());
          workbox.messageSkipWaiting();
        });
      });
      await workbox.register();
    };
    const start = () => void register().catch(() => undefined);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', start);
    };
  }, []);

  if (!update) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-20 z-50 mx-auto flex w-[min(94vw,28rem)] items-center gap-3 rounded-lg bg-ink px-4 py-3 text-surface shadow-lg md:bottom-6"
    >
      <p className="flex-1">{t('update.available')}</p>
      <button type="button" className="rounded px-2 py-1 font-semibold uppercase hover:underline" onClick={update}>
        {t('update.refresh')}
      </button>
    </div>
  );
}
