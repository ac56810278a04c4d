import { Link } from 'react-router';
import { useT } from '../lib/i18n/use-t';

/**
 * What a page shows offline when nothing of it was kept (the shopper had not opened it): that it needs the
 * connection, not that it does not exist. Its data loads by itself once the connection is back.
 */
export function NeedsConnectionPage() {
  const { t } = useT();
  return (
    <section className="page flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
      <h1 className="text-2xl font-bold">{t('ui.needsConnection')}</h1>
      <p className="max-w-md text-muted">{t('ui.needsConnectionHint')}</p>
      <Link to="/store" className="btn-primary">
        {t('ui.goHome')}
      </Link>
    </section>
  );
}
