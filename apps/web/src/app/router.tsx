import { Suspense, type ReactNode } from 'react';
import { createHashRouter, Navigate, ScrollRestoration, useLocation, type RouteObject } from 'react-router';
import { useSignedIn } from '../lib/use-session';
import { guardRoute } from './guards';
import { CheckoutLayout } from './layout/checkout-layout';
import { MainLayout } from './layout/main-layout';
import { RouteErrorPage } from './pages/route-error-page';
import { RootLayout } from './layout/root-layout';
import { usePageTitle } from './page-title';
import { NotFoundPage, ROUTES, type RouteDef } from './routes';
import { useServices } from './services';

function Titled({ def, children }: { def: Pick<RouteDef, 'title'>; children: ReactNode }) {
  usePageTitle(def.title);
  return children;
}

/** Applies the route's guard, then shows the page under its title. */
function GuardedPage({ def }: { def: RouteDef }) {
  const location = useLocation();
  const signedIn = useSignedIn();
  const { config } = useServices();
  const result = guardRoute(def, { signedIn, ecommerce: config.ecommerce, appointments: config.appointments }, `${location.pathname}${location.search}`);
  if (result.kind === 'redirect') return <Navigate to={result.to} replace />;
  if (result.kind === 'notFound') return <NotFoundPage />;
  const Page = def.page;
  return (
    <Titled def={def}>
      <Page />
    </Titled>
  );
}

// Each page's errors show in its layout (header and footer stay), never React Router's developer screen.
const child = (def: RouteDef): RouteObject => ({ path: def.path, element: <GuardedPage def={def} />, errorElement: <RouteErrorPage />, handle: def });

/** Spec 2 routes under the hash router: '/' goes to the store, anything unknown is not-found. */
export function appRoutes(): RouteObject[] {
  const notFound: RouteDef = { path: '*', title: 'route.notFound', page: NotFoundPage };
  return [
    {
      // A new page opens at its top (its heading clear of the sticky header); back and forward return to where
      // the shopper was. Without it the hash router kept the last page's scroll offset.
      element: (
        <>
          <ScrollRestoration />
          <RootLayout />
        </>
      ),
      errorElement: <RouteErrorPage />,
      children: [
        { path: '/', element: <Navigate to="/store" replace /> },
        { element: <MainLayout />, children: [...ROUTES.filter((r) => r.layout !== 'checkout').map(child), child(notFound)] },
        { element: <CheckoutLayout />, children: ROUTES.filter((r) => r.layout === 'checkout').map(child) },
      ],
    },
  ];
}

export function createAppRouter() {
  return createHashRouter(appRoutes());
}

/** Shows a route's chunk once loaded; a blank main area while it arrives keeps the layout still. */
export function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div className="min-h-dvh" aria-busy="true" />}>{children}</Suspense>;
}

