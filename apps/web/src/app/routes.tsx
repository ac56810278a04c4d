import type { ComponentType } from 'react';
import { matchPath, useLocation } from 'react-router';
import type { RouteRule } from '../lib/guards';
// Every page's chunk loads through retryingLazy: retries with a time-out, and a fresh try on 'Tentar novamente'.
import { retryingLazy, type LazyPage } from '../lib/lazy-page';
import { loadLaterTexts } from '../lib/i18n/i18n';
import { loadAppointmentsNav } from './layout/appointments-section';

type Page = ComponentType | LazyPage;
export type RouteDef = RouteRule & { path: string; page: Page; layout?: 'main' | 'checkout' | 'courier' };

// Route-level code splitting: each screen is its own chunk. Every screen but home also waits for the core texts the
// first page leaves out (lib/i18n/later-texts.ts), so it never renders before its words have arrived.
// The agenda's pages wait for the section's tabs too (layout/appointments-section.ts), which show above them.
const lazy = (load: () => Promise<{ default: ComponentType }>, ...more: (() => Promise<unknown>)[]) =>
  retryingLazy(() => Promise.all([load(), loadLaterTexts(), ...more.map((also) => also())]).then(([page]) => page));
const HomePage = retryingLazy(() => import('../features/catalog/home-page'));
const SearchPage = lazy(() => import('../features/catalog/search-page'));
const ItemPage = lazy(() => import('../features/catalog/item-page'));
const CartPage = lazy(() => import('../features/cart/cart-page'));
const LoginPage = lazy(() => import('../features/account/login-page'));
const AccountPage = lazy(() => import('../features/account/account-page'));
const AccountEditPage = lazy(() => import('../features/account/edit-page'));
const AccountManagePage = lazy(() => import('../features/account/manage-page'));
const AddressesPage = lazy(() => import('../features/account/addresses-page'));
const AddressPage = lazy(() => import('../features/account/address-page'));
const CardsPage = lazy(() => import('../features/account/cards-page'));
const PasswordPage = lazy(() => import('../features/account/password-page'));
const NotificationsPage = lazy(() => import('../features/notifications/notifications-page'));
const AboutPage = lazy(() => import('../features/about/about-page'));
const PolicyPage = lazy(() => import('../features/about/policy-page'));
const CheckoutPage = lazy(() => import('../features/checkout/checkout-page'));
const OrdersPage = lazy(() => import('../features/orders/orders-page'));
const OrderPage = lazy(() => import('../features/orders/order-page'));
const PetsPage = lazy(() => import('../features/pets/pets-page'), loadAppointmentsNav);
const PetPage = lazy(() => import('../features/pets/pet-page'), loadAppointmentsNav);
const VaccinesPage = lazy(() => import('../features/pets/vaccines-page'), loadAppointmentsNav);
const VaccinePage = lazy(() => import('../features/pets/vaccine-page'), loadAppointmentsNav);
const AppointmentsPage = lazy(() => import('../features/pets/appointments-page'), loadAppointmentsNav);
const AppointmentPage = lazy(() => import('../features/pets/appointment-page'), loadAppointmentsNav);
const CourierListPage = lazy(() => import('../features/courier/courier-list-page'));
const CourierDeliveryPage = lazy(() => import('../features/courier/courier-delivery-page'));
export const NotFoundPage = lazy(() => import('../components/not-found-page'));

const login = { login: true } as const;
const agenda = { login: true, appointments: true, footer: false } as const;

/** Spec 2, every route of the table. Screens of later issues show a "coming soon" page for now. */
export const ROUTES: RouteDef[] = [
  { path: '/store', page: HomePage, ecommerce: true },
  { path: '/store/search', title: 'route.search', page: SearchPage, ecommerce: true },
  { path: '/store/item', page: ItemPage, ecommerce: true },
  { path: '/store/shopping', title: 'route.cart', page: CartPage, ecommerce: true, footer: false },
  {
    path: '/store/checkout',
    title: 'route.checkout',
    page: CheckoutPage,
    ...login,
    ecommerce: true,
    footer: false,
    layout: 'checkout',
  },
  { path: '/notifications', title: 'route.notifications', page: NotificationsPage },
  { path: '/account', title: 'route.account', page: AccountPage, ...login },
  { path: '/account/edit', title: 'route.accountEdit', page: AccountEditPage, ...login },
  { path: '/account/manage', title: 'route.accountManage', page: AccountManagePage },
  { path: '/account/addresses', title: 'route.addresses', page: AddressesPage, ...login },
  { path: '/account/address', title: 'route.address', page: AddressPage, ...login },
  { path: '/account/cards', title: 'route.cards', page: CardsPage, ...login },
  { path: '/account/orders', title: 'route.orders', page: OrdersPage, ...login, ecommerce: true },
  { path: '/account/order', title: 'route.order', page: OrderPage, ...login, ecommerce: true },
  { path: '/account/password', title: 'route.password', page: PasswordPage, ...login },
  { path: '/account/login-options', title: 'route.login', page: LoginPage },
  { path: '/appointments', title: 'route.appointments', page: AppointmentsPage, ...agenda },
  { path: '/appointments/:id', title: 'route.appointments', page: AppointmentPage, ...agenda },
  { path: '/vaccines', title: 'route.vaccines', page: VaccinesPage, ...agenda },
  { path: '/vaccines/:id', title: 'route.vaccines', page: VaccinePage, ...agenda },
  { path: '/pets', title: 'route.pets', page: PetsPage, ...agenda },
  { path: '/pets/:id', title: 'route.pet', page: PetPage, ...agenda },
  { path: '/about', title: 'route.about', page: AboutPage },
  // The courier's area (issue 13): only the signed-in courier's own deliveries answer there, in a work layout.
  { path: '/courier', title: 'route.courier', page: CourierListPage, ...login, layout: 'courier' },
  { path: '/courier/:id', title: 'route.courier', page: CourierDeliveryPage, ...login, layout: 'courier' },
  // The store's documents (config.links.docs), linked from the footer; outside the spec's route names.
  { path: '/privacy', title: 'layout.privacy', page: PolicyPage },
  { path: '/terms', title: 'layout.terms', page: PolicyPage },
];

/**
 * Starts loading the code of the page a hash names (`#/store/search?q=ração` → the search page), so it downloads
 * beside the entry instead of after it; '/' is home. Resolves once it is here, or at once for an unknown path.
 */
export function preloadRoute(hash: string): Promise<unknown> {
  const pathname = hash.replace(/^#/, '').split(/[?#]/)[0] || '/';
  const path = pathname === '/' ? '/store' : pathname;
  const page = ROUTES.find((route) => matchPath(route.path, path))?.page;
  return page && 'preload' in page ? page.preload() : Promise.resolve();
}

/** The route the shopper is on, as the table defines it (its footer and agenda flags), if it is one of ROUTES. */
export function useRouteDef(): RouteDef | undefined {
  const { pathname } = useLocation();
  return ROUTES.find((route) => matchPath(route.path, pathname));
}
