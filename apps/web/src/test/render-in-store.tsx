import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createI18n, I18nProvider, type Texts } from '../lib/i18n/i18n';
import { ServicesContext, type Services } from '../lib/services';
import type { StoreConfig } from '../lib/store-config';

/**
 * One component as a screen of a store with this config would show it, in pt-BR with these texts; only the config
 * of the services is there (a component that needs more belongs in renderApp).
 */
export function renderInStore(ui: ReactElement, config: Partial<StoreConfig>, texts: Texts) {
  const services = { config } as unknown as Services;
  return render(
    <ServicesContext.Provider value={services}>
      <I18nProvider value={createI18n('pt-BR', texts)}>{ui}</I18nProvider>
    </ServicesContext.Provider>,
  );
}
