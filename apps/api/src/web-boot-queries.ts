/** The answers to the storefront's boot queries, asked of this same app in-process and kept per store. */
import type { FastifyInstance } from 'fastify';
import { internalRequestHeaders } from './graphql/request-identity.js';
import type { BootResult } from './web-index.js';

/** A query the storefront's first screen needs, as its build lists them in dist/boot-queries.json. */
export type BootQuery = { key: unknown[]; query: string; variables: Record<string, unknown> };

/** Answers are shared by every visitor of a host for this long: the home rows are the same for all of them. */
const BOOT_TTL_MS = 30_000;
/** How long an older answer may still be shown while the next one is asked for. */
const BOOT_STALE_MS = 5 * 60_000;
const MAX_CACHED_HOSTS = 100;

/** Answers a host's boot queries: a batched GraphQL request to `app`, each answer kept per store (see bootFor). */
export function bootAnswers(app: FastifyInstance) {
  const cache = new Map<string, { expires: number; staleUntil: number; results: Promise<BootResult[]> }>();

  async function answer(host: string, queries: BootQuery[]): Promise<BootResult[]> {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host, 'content-type': 'application/json', ...internalRequestHeaders() },
      payload: queries.map(({ query, variables }) => ({ query, variables })),
    });
    const body = response.json() as unknown;
    if (response.statusCode !== 200 || !Array.isArray(body)) return [];
    return queries.flatMap((q, i) => {
      const one = body[i] as { data?: unknown; errors?: unknown[] } | undefined;
      return one?.data && !one.errors?.length ? [{ key: q.key, data: one.data }] : [];
    });
  }

  // Cached per store, not per Host header: made-up hosts all land on the default store's one entry. Past its 30 s an
  // entry is still served (up to 5 min) while a fresh one is asked for, so no visitor waits for the boot queries.
  async function bootFor(host: string, storeId: number, queries: BootQuery[]): Promise<BootResult[]> {
    const key = String(storeId);
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && hit.expires > now) return hit.results;
    const fresh = () => {
      const results = answer(host, queries).catch((error: unknown) => {
        app.log.warn({ err: error }, 'storefront boot queries failed; serving index.html without them');
        cache.delete(key);
        return [];
      });
      if (cache.size >= MAX_CACHED_HOSTS && !cache.has(key)) cache.clear();
      cache.set(key, { expires: now + BOOT_TTL_MS, staleUntil: now + BOOT_STALE_MS, results });
      return results;
    };
    if (hit && hit.staleUntil > now) {
      const stale = hit.results;
      void fresh();
      return stale;
    }
    return fresh();
  }

  return bootFor;
}
