import { resolveLocale, t, type Locale } from '@store/core';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createGraphQLClient } from '../lib/graphql-client';
import { createHttpClient } from '../lib/http-client';
import { createI18n, loadI18n } from '../lib/i18n/i18n';
import { isInsideNativeApp } from '../lib/inside-native-app';
import type { PageAppToken } from '../lib/session';
import { prefetchRouteData } from '../features/catalog/public';
import { App } from './app';
import { loadAppointmentsNav, TOP_LINKS_QUERY } from './layout/appointments-section';
import { createServices } from '../lib/services';
import { CONFIG_QUERY, type StoreConfig } from '../lib/store-config';
import { applyTheme } from './theme';

/** What apps/api web.ts inlines in index.html: the answers to app/boot-queries.ts for this host. */
export type InlineBoot = { results: { key: unknown[]; data: unknown }[]; appToken?: PageAppToken };

export function readInlineBoot(doc: Document = document): InlineBoot | null {
  const text = doc.getElementById('store-boot')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as InlineBoot;
  } catch {
    return null;
  }
}

/** Without inline data (the Vite dev server), the config is asked for directly; the token comes later, per store. */
async function fetchConfig(): Promise<StoreConfig | null> {
  const gql = createGraphQLClient({ http: createHttpClient({ bearer: async () => null }) });
  return ((await gql.request(CONFIG_QUERY, { url: window.location.host })).config as StoreConfig | null) ?? null;
}

function BootError({ locale }: { locale: Locale }) {
  return (
    <p role="alert" className="p-6 text-center">
      {t(locale, 'error.generic')}
    </p>
  );
}

/** Starts the storefront: store config (inline or fetched), theme, language, services, then the app. */
export async function boot(container: HTMLElement, ready: Promise<unknown> = Promise.resolve()) {
  const locale = resolveLocale(navigator.languages?.join(',') || navigator.language);
  // English is its own chunk: fetched alongside the config; should it fail to arrive, the store speaks pt-BR.
  const texts = loadI18n(locale).catch(() => createI18n('pt-BR'));
  // Evaluating the entry is one long task already; the rest of the start runs in the next one, so the browser can
  // paint the store's top bar from the page in between.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const root = createRoot(container);
  const inline = readInlineBoot();
  const inlineConfig = (
    inline?.results.find((r) => r.key[0] === 'config')?.data as { config?: StoreConfig | null } | undefined
  )?.config;
  const config = inlineConfig ?? (await fetchConfig().catch(() => null));
  // Where the top bar links a store's agenda (md up), that chunk comes beside the first page and the first render
  // waits for it, so the links are there from the first paint; phones show them on the agenda's own pages only.
  const agendaNav =
    config?.appointments && window.matchMedia?.(TOP_LINKS_QUERY).matches
      ? loadAppointmentsNav().catch(() => undefined)
      : undefined;
  const i18n = await texts;
  if (!config) {
    root.render(<BootError locale={i18n.locale} />);
    return;
  }
  applyTheme(config.themes);
  // inside the store's native app, links that leave the store open in the system browser
  if (isInsideNativeApp()) void import('../lib/native-actions').then((m) => m.installNativeLinks());
  const services = createServices(config, { locale: i18n.locale });
  for (const result of inline?.results ?? [])
    if (result.data) services.queryClient.setQueryData(result.key, result.data);
  if (inline?.appToken) services.session.adoptAppToken(inline.appToken);
  prefetchRouteData(window.location.hash, services);
  await ready;
  if (agendaNav) await agendaNav;
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the main thread
  // for the whole tree, so the page keeps scrolling and painting while it is built.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App services={services} i18n={i18n} />
      </StrictMode>,
    ),
  );
}
