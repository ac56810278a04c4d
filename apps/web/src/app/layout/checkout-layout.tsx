import { Link, Outlet } from 'react-router';
import { PageSuspense } from '../../components/page-suspense';
import { useT } from '../../lib/i18n/use-t';
import { OfflineNotice } from '../offline-notice';
import { StoreLogo } from './store-logo';

/** Spec 2: checkout shows only the logo and a CANCELAR button. */
export default function CheckoutLayout() {
  const { t } = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="bg-primary-strong text-on-primary">
        <div className="mx-auto flex max-w-7xl items-center justify-between px-3 py-2">
          <StoreLogo />
          <Link to="/store/shopping" className="rounded-lg px-3 py-2 font-semibold hover:bg-white/10">
            {t('layout.cancelCheckout')}
          </Link>
        </div>
      </header>
      <OfflineNotice />
      <main id="main" className="flex-1">
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      </main>
    </div>
  );
}
