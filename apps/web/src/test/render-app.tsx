import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { App } from '../app/app';
import { AppHistory } from '../app/app-history';
import { createServices } from '../lib/services';
import type { StoreConfig } from '../lib/store-config';
import type { AuthApi } from '../lib/auth-api';
import { createI18n } from '../lib/i18n/i18n';
import { memoryStorage } from '../lib/storage';

export const TEST_CONFIG: StoreConfig = {
  id: '1',
  guid: 'pet-guid',
  storeId: '1',
  name: 'Pet Feliz',
  ecommerce: true,
  appointments: true,
  timeZone: 'America/Sao_Paulo',
  themes: { light: { primary: '#0098db', secondary: '#ff7a2b' } },
  banners: { web: [], mobile: [] },
  config: { ignoreStock: false, links: {} },
  notify: {},
  urls: [],
};

/**
 * Answers each GraphQL operation of a (batched) request by its operation name; unknown ones get empty data.
 * REST calls (the same HTTP client carries them) go on to the global fetch, which a test may stub.
 */
export function graphqlFetch(answers: Record<string, unknown>) {
  return vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (String(url) !== '/graphql') return globalThis.fetch(url, init);
    const body = JSON.parse(String(init?.body)) as { query: string } | { query: string }[];
    const one = (op: { query: string }) => {
      const name = /(?:query|mutation)\s+(\w+)/.exec(op.query)?.[1] ?? '';
      const answer = answers[name];
      if (answer instanceof Error)
        return { errors: [{ message: answer.message, extensions: { category: 'graphql' } }] };
      // a refusal as the API words it: `{ errors: [{ message, extensions }] }`
      return typeof answer === 'object' && answer !== null && 'errors' in answer ? answer : { data: answer ?? {} };
    };
    const result = Array.isArray(body) ? body.map(one) : one(body);
    return new Response(JSON.stringify(result), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

export const fakeAuth = (): AuthApi => ({
  token: vi.fn(async (body: Record<string, string>) =>
    body.grant_type === 'password'
      ? { access_token: 'user-token', refresh_token: 'refresh', expires_in: 900 }
      : { access_token: 'app-token', expires_in: 3600 },
  ),
  logout: vi.fn(async () => undefined),
});

type Options = { path?: string; config?: Partial<StoreConfig>; answers?: Record<string, unknown>; signedIn?: boolean };

/** The whole storefront in happy-dom at `path`, with GraphQL answered from `answers`. */
export function renderApp({ path = '/store', config = {}, answers = {}, signedIn = false }: Options = {}) {
  const backend = memoryStorage();
  if (signedIn)
    backend.setItem(
      'store:pet-guid:auth',
      JSON.stringify({ accessToken: 'user-token', refreshToken: 'r', expiresAt: Date.now() + 900_000 }),
    );
  const fetch = graphqlFetch({ Categories: { categoriesAll: [] }, Brands: { brands: { data: [] } }, ...answers });
  const services = createServices(
    { ...TEST_CONFIG, ...config },
    { locale: 'pt-BR', backend, authApi: fakeAuth(), fetch },
  );
  const history = AppHistory.memory(path);
  // What the tests ask of the app's router: where it is, and a navigation as a link would make it.
  const router = {
    state: {
      get location() {
        return history.location;
      },
    },
    navigate: (to: string) => history.navigate(to),
  };
  const view = render(<App services={services} i18n={createI18n('pt-BR')} history={history} />);
  return { ...view, services, router, fetch, backend };
}
