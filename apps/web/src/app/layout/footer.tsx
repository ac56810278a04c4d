import { Link } from 'react-router';
import { formatAddress, formatTaxId, policyLink, useStoreDetails } from '../../features/about/public';
import { useT } from '../../lib/i18n/use-t';
import { useServices } from '../../lib/services';

/** Spec 2 'Footer': Início, Minha conta, Sobre nós, privacy policy, terms of use, Gerenciar dados; store name, tax id and address. */
export function Footer() {
  const { t } = useT();
  const { config } = useServices();
  const details = useStoreDetails().data;
  const links = config.config.links;
  // The store's own policy page when its config has the document, else the address it gives.
  const policy = (id: 'privacy' | 'terms', label: string) => {
    const link = policyLink(links, id);
    if (!link) return null;
    return (
      <li>
        {'to' in link ? (
          <Link to={link.to} className="hover:underline">
            {label}
          </Link>
        ) : (
          <a href={link.href} className="hover:underline" target="_blank" rel="noreferrer">
            {label}
          </a>
        )}
      </li>
    );
  };
  return (
    <footer className="mt-8 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 pb-24 pt-8 text-sm sm:grid-cols-2 md:pb-8 md:pr-24">
        <nav aria-label={t('ui.footerNav')}>
          <ul className="grid grid-cols-2 gap-2">
            <li>
              <Link to="/store" className="hover:underline">
                {t('layout.home')}
              </Link>
            </li>
            <li>
              <Link to="/account" className="hover:underline">
                {t('route.account')}
              </Link>
            </li>
            <li>
              <Link to="/about" className="hover:underline">
                {t('route.about')}
              </Link>
            </li>
            {policy('privacy', t('layout.privacy'))}
            {policy('terms', t('layout.terms'))}
            <li>
              <Link to="/account/manage" className="hover:underline">
                {t('layout.manageData')}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="text-muted sm:text-right">
          <p className="font-semibold text-ink">{details?.name ?? config.name}</p>
          {details?.cpfCnpj ? <p>{t('ui.taxId', { value: formatTaxId(details.cpfCnpj) })}</p> : null}
          {details ? <p>{formatAddress(details)}</p> : null}
        </div>
      </div>
    </footer>
  );
}
