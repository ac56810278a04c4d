import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { CalendarIcon, HomeIcon, InfoIcon, UserIcon } from '../../components/icons';
import { useT } from '../../lib/i18n/use-t';
import { useServices } from '../../lib/services';
import { inAppointments } from './appointments-section';

function Tab({ to, label, icon, lit }: { to: string; label: string; icon: ReactNode; lit?: boolean }) {
  return (
    <NavLink
      to={to}
      className={({ isActive }) =>
        `flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-xs font-medium ${isActive || lit ? 'text-primary-strong' : 'text-muted'}`
      }
    >
      {icon}
      {label}
    </NavLink>
  );
}

/**
 * Spec 2: phones get a bottom bar with store, account, about, plus appointments when active. 'Loja' only
 * when the store sells; 'Agenda' stays lit over Meus Pets and Vacinas, whose tabs sit atop those pages.
 */
export function BottomBar() {
  const { t } = useT();
  const { config } = useServices();
  const { pathname } = useLocation();
  return (
    <nav
      aria-label={t('ui.shortcuts')}
      className="fixed inset-x-0 bottom-0 z-20 flex border-t border-line bg-surface md:hidden"
    >
      {config.ecommerce ? <Tab to="/store" label={t('ui.store')} icon={<HomeIcon />} /> : null}
      {config.appointments ? (
        <Tab
          to="/appointments"
          label={t('route.appointments')}
          icon={<CalendarIcon />}
          lit={inAppointments(pathname)}
        />
      ) : null}
      <Tab to="/account" label={t('ui.account')} icon={<UserIcon />} />
      <Tab to="/about" label={t('route.about')} icon={<InfoIcon />} />
    </nav>
  );
}
