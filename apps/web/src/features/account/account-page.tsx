import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useServices } from '../../lib/services';
import type { TextKey } from '../../lib/i18n/use-t';
import { useT } from '../../lib/i18n/use-t';
import { AccountNotices } from './account-notices';
import { COURIER_KEY, COURIER_QUERY, signOut } from './sign-in';
import { useMe } from './use-me';

const LINKS: { to: string; label: TextKey; ecommerce?: boolean; courier?: boolean }[] = [
  { to: '/courier', label: 'route.courier', courier: true },
  { to: '/account/edit', label: 'route.accountEdit' },
  { to: '/account/addresses', label: 'route.addresses' },
  // saved cards only pay for orders: a store without e-commerce has no use for them
  { to: '/account/cards', label: 'route.cards', ecommerce: true },
  { to: '/account/orders', label: 'route.orders', ecommerce: true },
  { to: '/notifications', label: 'route.notifications' },
  { to: '/account/password', label: 'route.password' },
  { to: '/account/manage', label: 'route.accountManage' },
];

/** 'Minha conta': the account notices of spec 4, a link to every account page (a courier's deliveries first) and the way out. */
export default function AccountPage() {
  const { t } = useT();
  const services = useServices();
  const navigate = useNavigate();
  const me = useMe().data;
  const courier = useQuery({ queryKey: COURIER_KEY, queryFn: () => services.gql.request(COURIER_QUERY) }).data?.me
    ?.courier;
  const ecommerce = services.config.ecommerce !== false;
  const leave = async () => {
    if (!(await services.prompts.confirm({ title: t('ui.confirmSignOut'), confirmLabel: t('ui.signOut') }))) return;
    await signOut(services);
    void navigate('/store');
  };
  return (
    <section className="page flex max-w-2xl flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold">{t('route.account')}</h1>
        {me ? (
          <p className="text-muted">
            {me.name} · {me.email}
          </p>
        ) : null}
      </div>
      {me ? <AccountNotices user={me} /> : null}
      <nav aria-label={t('route.account')}>
        <ul className="divide-y divide-line overflow-hidden rounded-xl bg-surface ring-1 ring-line">
          {LINKS.filter((l) => (ecommerce || !l.ecommerce) && (courier === true || !l.courier)).map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="flex min-h-12 items-center justify-between px-4 py-3 font-medium hover:bg-black/5"
              >
                {t(link.label)}
                <span aria-hidden="true">›</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className="btn-secondary self-start" onClick={() => void leave()}>
        {t('ui.signOut')}
      </button>
    </section>
  );
}
