import { Suspense, useState } from 'react';
import { MenuIcon } from '../../components/icons';
import { CategoryBar, CategoryDrawer, SearchBox } from '../../features/catalog/public';
import { useT } from '../../lib/i18n/use-t';
import { useServices } from '../../lib/services';
import { StoreLogo } from './store-logo';
import { TopNav } from './top-nav';

/**
 * Spec 2 'Top bar': logo, search box, drawer with the category tree, and the top navigation. A store with
 * e-commerce off sells nothing here: no search, no categories (spec 1: the layout follows the flags).
 */
export function TopBar() {
  const { t } = useT();
  const { config } = useServices();
  const [drawer, setDrawer] = useState(false);
  const shop = config.ecommerce;
  return (
    <header className="sticky top-0 z-20 bg-primary-strong text-on-primary shadow">
      <div className="mx-auto flex min-h-14 max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-2 py-1.5 sm:flex-nowrap sm:px-3">
        {shop ? (
          <button
            type="button"
            className="icon-button"
            aria-label={t('ui.openMenu')}
            aria-haspopup="dialog"
            onClick={() => setDrawer(true)}
          >
            <MenuIcon />
          </button>
        ) : null}
        <StoreLogo />
        {shop ? (
          <div className="order-last w-full pb-1 sm:order-none sm:flex-1 sm:pb-0">
            <SearchBox />
          </div>
        ) : null}
        <TopNav />
      </div>
      {shop ? <CategoryBar onAll={() => setDrawer(true)} /> : null}
      {drawer ? (
        <Suspense fallback={null}>
          <CategoryDrawer onClose={() => setDrawer(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
