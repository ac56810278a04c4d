import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { CartProvider } from '../features/cart/public';
import { I18nProvider, type I18n } from '../lib/i18n/i18n';
import { AppHistory, AppRouter } from './app-history';
import { AppRoutes } from './router';
import { ServicesContext, type Services } from '../lib/services';

/** The storefront: providers around the hash router. */
export function App({ services, i18n, history: given }: { services: Services; i18n: I18n; history?: AppHistory }) {
  const [history] = useState(() => given ?? AppHistory.hash());
  return (
    <I18nProvider value={i18n}>
      <ServicesContext.Provider value={services}>
        <QueryClientProvider client={services.queryClient}>
          <CartProvider>
            <AppRouter history={history}>
              <AppRoutes />
            </AppRouter>
          </CartProvider>
        </QueryClientProvider>
      </ServicesContext.Provider>
    </I18nProvider>
  );
}
