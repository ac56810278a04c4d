import { QueryCache, MutationCache, QueryClient, onlineManager } from '@tanstack/react-query';
import { t as coreT, type Locale, type Message, type MessageKey } from '@store/core';
import { createContext, useContext } from 'react';
import { createAuthApi, type AuthApi } from './auth-api';
import { mapError } from './error-mapper';
import { createGraphQLClient, type GraphQLClient } from './graphql-client';
import { createHttpClient, type HttpClient } from './http-client';
import { Session } from './session';
import { storeStorage, type StoreStorage } from './storage';
import type { StoreConfig } from './store-config';
import { createCouponStore, type CouponStore } from './stores/coupon-store';
import { createGuestCart, type GuestCart } from './stores/guest-cart';
import { createLocationStore, type LocationStore } from './stores/location-store';
import { PromptStore } from './stores/prompt-store';

/** Everything a screen needs that outlives it, built once per store when the app starts. */
export type Services = {
  config: StoreConfig;
  locale: Locale;
  storage: StoreStorage;
  session: Session;
  /** REST calls: bearer, time-outs, errors and the 401 rule, shared with `gql`. */
  http: HttpClient;
  gql: GraphQLClient;
  queryClient: QueryClient;
  prompts: PromptStore;
  guestCart: GuestCart;
  coupon: CouponStore;
  location: LocationStore;
  /** Shows a failed call as spec 8 says; an authentication failure ends the sign-in. */
  reportError(error: unknown): void;
};

export type ServiceOptions = { locale: Locale; backend?: Storage; authApi?: AuthApi; fetch?: typeof fetch };

export function createServices(config: StoreConfig, options: ServiceOptions): Services {
  const { locale } = options;
  const storage = storeStorage(config.guid, options.backend);
  const prompts = new PromptStore();
  // Spec 8 'HTTP 401: logout', for every call that carried the shopper's bearer.
  const onUnauthorized = () => {
    if (!session.signedIn) return;
    session.clear();
    loggedOut();
  };
  const http = createHttpClient({
    bearer: () => session.bearer(),
    onUnauthorized,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const session = new Session(storage, options.authApi ?? createAuthApi(http, config.storeId));
  const texts = { say: (message: Message | MessageKey) => coreT(locale, message) };
  const loggedOut = () => prompts.message({ title: coreT(locale, 'auth.loggedOut'), tone: 'info' });
  session.onExpire = loggedOut;
  let reported = 0;
  const reportError = (error: unknown) => {
    const reaction = mapError(error, texts);
    if (reaction.action === 'logout') {
      if (!session.signedIn) return;
      session.clear();
      loggedOut();
      return;
    }
    // A screen's batch of failed queries is one problem for the shopper, not five messages.
    if (Date.now() - reported < 1000) return;
    reported = Date.now();
    prompts.message({ title: reaction.title, ...(reaction.detail ? { detail: reaction.detail } : {}) });
  };
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError: reportError }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => (mutation.meta?.silent ? undefined : reportError(error)),
    }),
    // Offline, a read is tried once (the service worker may keep a copy of it), then waits for the connection
    // instead of failing: a page with nothing kept says it needs the connection, with no 'Algo deu errado'.
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
    },
  });
  // The query library believes in a connection until an 'offline' event: a page opened offline starts knowing better.
  onlineManager.setOnline(navigator.onLine);
  const gql = createGraphQLClient({ http });
  // Whatever a signed-in shopper saw (prices, cart) is stale once the sign-in changes.
  session.state.subscribe(() => {
    queryClient.removeQueries({ queryKey: ['cart'] });
    void queryClient.invalidateQueries();
  });
  return {
    config,
    locale,
    storage,
    session,
    http,
    gql,
    queryClient,
    prompts,
    guestCart: createGuestCart(storage),
    coupon: createCouponStore(storage),
    location: createLocationStore(storage),
    reportError,
  };
}

export const ServicesContext = createContext<Services | null>(null);

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside <ServicesContext>');
  return services;
}
