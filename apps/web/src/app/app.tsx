import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { CartProvider } from '../features/cart/public';
import { createAppRouter } from './router';
import { ServicesContext, type Services } from './services';

/** The storefront: providers around the hash router. */
export function App({ services, i18n, router: given }: { services: Services; i18n: i18n; router?: ReturnType<typeof createAppRouter> }) {
  const [router] = useState(() => given ?? createAppRouter());
  return (
    <I18nextProvider i18n={i18n}>
      <ServicesContext.Provider value={services}>
        <QueryClientProvider client={services.queryClient}>
          <CartProvider>
            <RouterProvider router={router} />
          </CartProvider>
        </QueryClientProvider>
      </ServicesContext.Provider>
    </I18nextProvider>
  );
}
