import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';
import { PageSuspense } from '../../components/page-suspense';
import { BellIcon, TruckIcon, UserIcon } from '../../components/icons';
import { useT } from '../../lib/i18n/use-t';
import { OfflineNotice } from '../offline-notice';
import { StoreLogo } from './store-logo';

function WorkLink({ to, label, icon }: { to: string; label: string; icon: ReactNode }) {
  return (
    <NavLink
      to={to}
      className={({ isActive }) =>
        `flex min-h-11 items-center gap-2 rounded-lg px-2.5 font-semibold hover:bg-white/10 ${isActive ? 'ring-2 ring-inset ring-on-primary/80' : ''}`
      }
    >
      {icon}
      <span className="sr-only sm:not-sr-only">{label}</span>
    </NavLink>
  );
}

/**
 * The courier's work frame (/courier): the store's name, their deliveries, notifications and account. None of the
 * shop around it: no search, cart, category tabs, WhatsApp bubble, bottom bar or footer.
 */
export default function CourierLayout() {
  const { t } = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
      >
        {t('ui.skipToContent')}
      </a>
      <header className="sticky top-0 z-20 bg-primary-strong text-on-primary shadow">
        <div className="mx-auto flex min-h-14 max-w-5xl items-center gap-2 px-2 py-1.5 sm:px-3">
          <StoreLogo to="/courier" />
          <nav aria-label={t('ui.mainNav')} className="ml-auto flex items-center gap-1">
            <WorkLink to="/courier" label={t('route.courier')} icon={<TruckIcon />} />
            <WorkLink to="/notifications" label={t('ui.notifications')} icon={<BellIcon />} />
            <WorkLink to="/account" label={t('route.account')} icon={<UserIcon />} />
          </nav>
        </div>
      </header>
      <OfflineNotice />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      </main>
    </div>
  );
}
