/*
 * The storefront's service worker, built by vite-plugin-pwa (Workbox, injectManifest). It keeps:
 * - the build's scripts and styles (precached, so every screen opens offline);
 * - the page `/`, network first: it carries the store's fresh config inline, the copy is for offline;
 * - media (product pictures, banners, icons), shown from the cache and refreshed behind;
 * - anonymous catalogue answers of GraphQL, network first, per operation (graphql-cache.ts).
 * A new version waits until the page asks it to take over ('Novo conteúdo disponível' / 'Atualizar').
 */
import { clientsClaim } from 'workbox-core';
import { CacheExpiration } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cacheKeyOf, isAnonymous, isPublicAnswer, operationsOf } from './graphql-cache';
import { registerPushHandlers, type PushScope } from './push';

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type WorkerScope = {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};
declare const self: WorkerScope & PushScope;

const PAGES = 'store-pages';
const MEDIA = 'store-media';
const API = 'store-graphql';
const apiExpiration = new CacheExpiration(API, { maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 });

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first visit is not controlled yet: take the open pages at once so what they ask next is kept.
clientsClaim();

// Order status changes and new notifications arrive as pushes (shown, and the open pages told).
registerPushHandlers(self);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The page the visitor came in on was fetched before this worker existed: keep a copy for offline now.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PAGES)
      .then((cache) => cache.add('/'))
      .catch(() => undefined),
  );
});

// The storefront is one page (a hash router): `/` with any query string is the same page.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.pathname === '/',
  new NetworkFirst({
    cacheName: PAGES,
    networkTimeoutSeconds: 6,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      { cacheKeyWillBeUsed: async () => `${self.location.origin}/` },
    ],
  }),
);

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && /^\/(media|manifest)\//.test(url.pathname),
  new StaleWhileRevalidate({
    cacheName: MEDIA,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 }),
    ],
  }),
);

const unavailable = { errors: [{ message: 'offline', extensions: { category: 'offline' } }] };

async function graphqlNetworkFirst(request: Request): Promise<Response> {
  const parsed = operationsOf(await request.clone().text());
  if (!parsed) return fetch(request);
  const keys = await Promise.all(parsed.operations.map((op) => cacheKeyOf(self.location.origin, op)));
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const cache = await caches.open(API);
    const hits = await Promise.all(keys.map((key) => cache.match(key)));
    if (!hits.some(Boolean)) throw error;
    const results = await Promise.all(hits.map((hit) => (hit ? (hit.json() as Promise<unknown>) : unavailable)));
    return new Response(JSON.stringify(parsed.batch ? results : results[0]), {
      headers: { 'content-type': 'application/json', 'x-offline-copy': '1' },
    });
  }
  if (isPublicAnswer(response)) {
    const copy = response.clone();
    void (async () => {
      const body = (await copy.json()) as unknown;
      const results = parsed.batch && Array.isArray(body) ? body : [body];
      const cache = await caches.open(API);
      await Promise.all(
        results.map(async (result, index) => {
          const key = keys[index];
          if (!key || !result || typeof result !== 'object' || 'errors' in result) return;
          await cache.put(
            key,
            new Response(JSON.stringify(result), { headers: { 'content-type': 'application/json' } }),
          );
          await apiExpiration.updateTimestamp(key);
        }),
      );
      await apiExpiration.expireEntries();
    })().catch(() => undefined);
  }
  return response;
}

// Only an anonymous visitor's reads are handled here; a signed-in shopper's requests never touch the cache.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname === '/graphql' && isAnonymous(request),
  ({ request }) => graphqlNetworkFirst(request),
  'POST',
);
