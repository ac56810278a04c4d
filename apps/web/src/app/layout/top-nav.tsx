import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { BellIcon, CartIcon, InfoIcon, UserIcon } from '../../components/icons';
import { useCart } from '../../features/cart/public';
import { graphql } from '../../lib/graphql-client';
import { useT } from '../../lib/i18n/use-t';
import { useSignedIn } from '../../lib/use-session';
import { useServices } from '../../lib/services';
import { TOP_LINKS_QUERY, useAppointmentsNav } from './appointments-section';
import { useMediaQuery } from '../../lib/use-media-query';
import { usePushEvents } from '../../features/push/public';

function Badge({ count }: { count: number }) {
  // Spec 2: the badge is hidden when there is nothing to count.
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -right-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-secondary-strong px-1 text-xs font-bold text-on-secondary"
      data-testid="badge"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

function NavIcon({
  to,
  label,
  children,
  className = '',
}: {
  to: string;
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <NavLink to={to} aria-label={label} title={label} className={`icon-button relative ${className}`}>
      {children}
    </NavLink>
  );
}

const UNREAD_QUERY = graphql('query Unread { me { unreadNotifications } }');

/** Unread notifications of a signed-in shopper (spec 4 'Notification badge'). */
function useUnread() {
  const { gql } = useServices();
  const signedIn = useSignedIn();
  // a push that arrives fetches the count again
  usePushEvents();
  const query = useQuery({
    queryKey: ['me', 'unread'],
    queryFn: () => gql.request(UNREAD_QUERY),
    enabled: signedIn,
  });
  return signedIn ? (query.data?.me?.unreadNotifications ?? 0) : 0;
}

/** The cart icon with its count; only a store that sells shows it. */
function CartLink() {
  const { t } = useT();
  const cart = useCart();
  return (
    <NavIcon to="/store/shopping" label={cart.count ? t('ui.cartWithCount', { count: cart.count }) : t('ui.cart')}>
      <CartIcon />
      <Badge count={cart.count} />
    </NavIcon>
  );
}

/**
 * Spec 2 'Top navigation': account, cart with count, notifications with count, about (not on small screens);
 * with appointments on, wide screens also link Agenda, Meus Pets and Vacinas.
 */
export function TopNav() {
  const { t } = useT();
  const { config } = useServices();
  const unread = useUnread();
  const wide = useMediaQuery(TOP_LINKS_QUERY);
  const appointments = useAppointmentsNav(config.appointments && wide);
  return (
    <nav aria-label={t('ui.mainNav')} className="ml-auto flex items-center">
      {appointments ? <appointments.AppointmentTopLinks /> : null}
      <NavIcon to="/account" label={t('route.account')} className="hidden md:inline-flex">
        <UserIcon />
      </NavIcon>
      {config.ecommerce ? <CartLink /> : null}
      <NavIcon
        to="/notifications"
        label={unread ? t('ui.notificationsWithCount', { count: unread }) : t('ui.notifications')}
      >
        <BellIcon />
        <Badge count={unread} />
      </NavIcon>
      <NavIcon to="/about" label={t('route.about')} className="hidden md:inline-flex">
        <InfoIcon />
      </NavIcon>
    </nav>
  );
}
