import { LRUCache } from 'lru-cache';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { CircuitBreaker } from './breaker.js';
import { rangeProvider } from './cep-ranges.js';
import { httpProvider, tableProvider, type PostalCodeInfo } from './provider.js';

export type LookupOptions = {
  onFailure?: (provider: string, error: unknown) => void;
  /** Asked before the services are: false (over the store-wide cap) answers from the local sources only. */
  mayAskServices?: () => Promise<boolean>;
};

/** A CEP's address; `partial` when only the CEP bands knew it (state and maybe city, no street). */
export type LookupResult = { info: PostalCodeInfo; partial: boolean };

export type PostalCodeLookup = {
  /** The first source that knows the CEP (8 digits): the services in order, the seeded table, then the CEP bands. */
  lookup(cep: string, options?: LookupOptions): Promise<LookupResult | null>;
};

// A day: streets do not move, and a service's "no such CEP" may change when the Correios add one.
const CACHE_TTL_MS = 24 * 60 * 60 * 1000;
const CACHE_ENTRIES = 5000;
/** A service that failed this many lookups in a row is skipped for a minute, then asked once more. */
export const CEP_BREAKER = { failures: 5, coolDownMs: 60_000 };

/**
 * The lookup behind GET /api/cep/:cep. The services' answers (a CEP or "no such CEP") are cached, so a shopper
 * typing does not ask them again; a failed service is never cached, so it is asked again on the next lookup.
 * Concurrent lookups of one CEP share one round of questions (the first lookup's options ask them).
 */
export function createPostalCodeLookup(
  config: Pick<Config, 'cepProviderUrls' | 'cepTimeoutMs'>,
  db: Db,
  options: { fetch?: typeof fetch; now?: () => number } = {},
): PostalCodeLookup {
  const remote = config.cepProviderUrls.map((url) => ({
    provider: httpProvider(url, { timeoutMs: config.cepTimeoutMs, fetch: options.fetch }),
    breaker: new CircuitBreaker(CEP_BREAKER, options.now),
  }));
  const table = tableProvider(db);
  const bands = rangeProvider();

  /** What the services say of a CEP, to keep; undefined when there is nothing to keep (none asked, or one failed). */
  const askRemote = async (cep: string, { onFailure, mayAskServices }: LookupOptions) => {
    let failed = false;
    const open = remote.filter(({ breaker }) => breaker.closed);
    if (open.length === 0 || (mayAskServices && !(await mayAskServices()))) return undefined;
    // a skipped service did not say "no such CEP": a "not found" from the others is not kept
    if (open.length < remote.length) failed = true;
    for (const { provider, breaker } of open) {
      try {
        const info = await provider.lookup(cep);
        breaker.succeeded();
        if (info) return { info };
      } catch (error) {
        failed = true;
        breaker.failed();
        onFailure?.(provider.name, error);
      }
    }
    // Every service that answered said "no such CEP": that is worth remembering too.
    return remote.length > 0 && !failed ? { info: null } : undefined;
  };

  const cache = new LRUCache<string, { info: PostalCodeInfo | null }, LookupOptions>({
    max: CACHE_ENTRIES,
    ttl: CACHE_TTL_MS,
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
    fetchMethod: (cep, _stale, { context }) => askRemote(cep, context),
  });

  return {
    async lookup(cep, lookupOptions = {}) {
      const info = (await cache.fetch(cep, { context: lookupOptions }))?.info ?? null;
      if (info) return { info, partial: false };
      const seeded = await table.lookup(cep);
      if (seeded) return { info: seeded, partial: false };
      const banded = await bands.lookup(cep);
      return banded ? { info: banded, partial: true } : null;
    },
  };
}
