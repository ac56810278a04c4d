import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { CalendarIcon, HomeIcon, InfoIcon, UserIcon } from '../../components/icons';
import { useT } from '../../lib/i18n/use-t';
import { useServices } from '../services';

function Tab({ to, label, icon }: { to: string; label: string; icon: ReactNode }) {
  return (
    <NavLink
      to={to}
      className={({ isActive }) => `flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-xs font-medium ${isActive ? 'text-primary-strong' : 'text-muted'}`}
    >
      {icon}
      {label}
    </NavLink>
  );
}

/** Spec 2: phones get a bottom bar with store, account, about, plus appointments when active. */
export function BottomBar() {
  const { t } = useT();
  const { config } = useServices();
  return (
    <nav aria-label={t('ui.shortcuts')} className="fixed inset-x-0 bottom-0 z-20 flex border-t border-line bg-surface md:hidden">
      <Tab to="/store" label={t('ui.store')} icon={<HomeIcon />} />
      {config.appointments ? <Tab to="/appointments" label={t('route.appointments')} icon={<CalendarIcon />} /> : null}
      <Tab to="/account" label={t('ui.account')} icon={<UserIcon />} />
      <Tab to="/about" label={t('route.about')} icon={<InfoIcon />} />
    </nav>
  );
}
