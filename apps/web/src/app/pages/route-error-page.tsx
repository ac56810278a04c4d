import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useT } from '../../lib/i18n/use-t';
import { isInsideNativeApp } from '../../lib/inside-native-app';
import { isChunkLoadError, retryFailedPages } from '../../lib/lazy-page';

/**
 * Every route's error element: a page whose code could not load reads 'Não foi possível carregar esta página';
 * any other failure 'Algo deu errado'. Both offer 'Tentar novamente' and the way home, never a developer screen.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const chunk = isChunkLoadError(error);

  // inside the store's native app, the failure goes to the app's log too
  useEffect(() => {
    if (!isInsideNativeApp()) return;
    const data = { message: error instanceof Error ? error.message : String(error), path: location.pathname, chunk };
    void import('../../lib/native-actions').then((m) => m.nativeLog('error', data));
  }, [error, location.pathname, chunk]);

  const tryAgain = () => {
    if (chunk && retryFailedPages() === 'reload') return window.location.reload();
    // A new location clears the error boundary's error, so the page renders (and loads) again.
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: { retry: Date.now() } },
    );
  };

  return (
    <section className="page flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
      <h1 className="text-2xl font-bold">{chunk ? t('ui.pageLoadFailed') : t('error.somethingWrong')}</h1>
      <p className="max-w-md text-muted">{chunk ? t('ui.pageLoadFailedHint') : t('error.generic')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary" onClick={tryAgain}>
          {t('ui.tryAgain')}
        </button>
        <Link to="/store" className="btn-secondary">
          {t('ui.goHome')}
        </Link>
      </div>
    </section>
  );
}
