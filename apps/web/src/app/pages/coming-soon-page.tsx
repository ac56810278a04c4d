import { Link, useMatches } from 'react-router';
import { useT } from '../../lib/i18n/use-t';
import type { RouteDef } from '../routes';

/** Screens of later issues: the route, its guard and its title exist; the page says it is coming. */
export default function ComingSoonPage() {
  const { t } = useT();
  const def = useMatches().at(-1)?.handle as RouteDef | undefined;
  return (
    <section className="page flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
      <h1 className="text-2xl font-bold">{t(def?.title ?? 'route.store')}</h1>
      <p className="text-muted">{t('ui.comingSoon')}</p>
      <Link to="/store" className="btn-secondary">
        {t('ui.goHome')}
      </Link>
    </section>
  );
}
