import { Component, Suspense, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { useSignedIn } from '../lib/use-session';
import { guardRoute } from '../lib/guards';
import { MainLayout } from './layout/main-layout';
import { RouteErrorPage } from './pages/route-error-page';
import { RootLayout } from './layout/root-layout';
import { usePageTitle } from '../lib/page-title';
import { NotFoundPage, ROUTES, type RouteDef } from './routes';
import { useServices } from '../lib/services';
import { retryingLazy } from '../lib/lazy-page';

/** The courier's work frame: only couriers see it, so shoppers never download it. */
const CourierLayout = retryingLazy(() => import('./layout/courier-layout'));
/** Checkout's frame (the logo and CANCELAR) comes with checkout, not with the store's first page. */
const CheckoutLayout = retryingLazy(() => import('./layout/checkout-layout'));

function Titled({ def, children }: { def: Pick<RouteDef, 'title'>; children: ReactNode }) {
  usePageTitle(def.title);
  return children;
}

/** Applies the route's guard, then shows the page under its title. */
function GuardedPage({ def }: { def: RouteDef }) {
  const location = useLocation();
  const signedIn = useSignedIn();
  const { config } = useServices();
  const result = guardRoute(
    def,
    { signedIn, ecommerce: config.ecommerce, appointments: config.appointments },
    `${location.pathname}${location.search}`,
  );
  if (result.kind === 'redirect') return <Navigate to={result.to} replace />;
  if (result.kind === 'notFound') return <NotFoundPage />;
  const Page = def.page;
  return (
    <Titled def={def}>
      <Page />
    </Titled>
  );
}

type BoundaryProps = { resetKey: string; children: ReactNode };

/** Shows RouteErrorPage for what its children throw (a page's code that did not load included) until the location changes. */
class ErrorBoundary extends Component<BoundaryProps, { error: unknown; key: string | null }> {
  override state = { error: undefined as unknown, key: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error, key: null };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: string | null }) {
    // The first render after the error remembers its location; a new one ('Tentar novamente', a link) clears it.
    if (state.error === undefined) return null;
    if (state.key === null) return { key: props.resetKey };
    return state.key === props.resetKey ? null : { error: undefined, key: null };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteErrorPage error={this.state.error} />;
  }
}

function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary resetKey={useLocation().key}>{children}</ErrorBoundary>;
}

// Each page's errors show in its layout (header and footer stay), never React Router's developer screen.
const child = (def: RouteDef): RouteObject => ({
  path: def.path,
  element: (
    <RouteErrorBoundary>
      <GuardedPage def={def} />
    </RouteErrorBoundary>
  ),
});

/** Spec 2 routes under the hash router: '/' goes to the store, anything unknown is not-found. */
export function appRoutes(): RouteObject[] {
  const notFound: RouteDef = { path: '*', title: 'route.notFound', page: NotFoundPage };
  return [
    {
      // Scroll restoration is the router's (app-history.tsx).
      element: (
        <RouteErrorBoundary>
          <RootLayout />
        </RouteErrorBoundary>
      ),
      children: [
        { path: '/', element: <Navigate to="/store" replace /> },
        {
          element: <MainLayout />,
          children: [...ROUTES.filter((r) => !r.layout).map(child), child(notFound)],
        },
        {
          element: (
            <Suspense fallback={null}>
              <CheckoutLayout />
            </Suspense>
          ),
          children: ROUTES.filter((r) => r.layout === 'checkout').map(child),
        },
        {
          element: (
            <Suspense fallback={null}>
              <CourierLayout />
            </Suspense>
          ),
          children: ROUTES.filter((r) => r.layout === 'courier').map(child),
        },
      ],
    },
  ];
}

/** The route table under the router of app.tsx (a hash history in the browser, memory in tests). */
export function AppRoutes() {
  const [routes] = useState(appRoutes);
  return useRoutes(routes);
}
