import { Link } from 'react-router';
import { useT } from '../lib/i18n/use-t';
import { usePageTitle } from '../lib/page-title';

export default function NotFoundPage() {
  const { t } = useT();
  usePageTitle('route.notFound');
  return (
    <section className="page flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
      <h1 className="text-2xl font-bold">{t('route.notFound')}</h1>
      <Link to="/store" className="btn-primary">
        {t('ui.goHome')}
      </Link>
    </section>
  );
}
