import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { CartProvider } from '../features/cart/public';
import { I18nProvider, type I18n } from '../lib/i18n/i18n';
import { createAppRouter } from './router';
import { ServicesContext, type Services } from './services';

/** The storefront: providers around the hash router. */
export function App({ services, i18n, router: given }: { services: Services; i18n: I18n; router?: ReturnType<typeof createAppRouter> }) {
  const [router] = useState(() => given ?? createAppRouter());
  return (
    <I18nProvider value={i18n}>
      <ServicesContext.Provider value={services}>
        <QueryClientProvider client={services.queryClient}>
          <CartProvider>
            <RouterProvider router={router} />
          </CartProvider>
        </QueryClientProvider>
      </ServicesContext.Provider>
    </I18nProvider>
  );
}
