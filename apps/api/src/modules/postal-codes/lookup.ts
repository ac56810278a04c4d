import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { rangeProvider } from './cep-ranges.js';
import { LruCache } from './lru.js';
import { httpProvider, tableProvider, type PostalCodeInfo, type PostalCodeProvider } from './provider.js';

export type PostalCodeLookup = {
  /** The first source that knows the CEP (8 digits): the services in order, the seeded table, then the CEP bands. */
  lookup(cep: string, onFailure?: (provider: string, error: unknown) => void): Promise<PostalCodeInfo | null>;
};

// A day: streets do not move, and a service's "no such CEP" may change when the Correios add one.
const CACHE_TTL_MS = 24 * 60 * 60 * 1000;
const CACHE_ENTRIES = 5000;

/**
 * The lookup behind GET /api/cep/:cep. The services' answers (a CEP or "no such CEP") are cached, so a shopper
 * typing does not ask them again; a failed service is never cached, so it is asked again on the next lookup.
 * Concurrent lookups of one CEP share one round of questions.
 */
export function createPostalCodeLookup(
  config: Pick<Config, 'cepProviderUrls' | 'cepTimeoutMs'>,
  db: Db,
  options: { fetch?: typeof fetch; now?: () => number } = {},
): PostalCodeLookup {
  const remote = config.cepProviderUrls.map((url) => httpProvider(url, { timeoutMs: config.cepTimeoutMs, fetch: options.fetch }));
  const local: PostalCodeProvider[] = [tableProvider(db), rangeProvider()];
  const cache = new LruCache<string, { info: PostalCodeInfo | null }>(CACHE_ENTRIES, CACHE_TTL_MS, options.now);
  const pending = new Map<string, Promise<PostalCodeInfo | null>>();

  const askRemote = async (cep: string, onFailure?: (provider: string, error: unknown) => void) => {
    let failed = false;
    for (const provider of remote) {
      try {
        const info = await provider.lookup(cep);
        if (info) {
          cache.set(cep, { info });
          return info;
        }
      } catch (error) {
        failed = true;
        onFailure?.(provider.name, error);
      }
    }
    // Every service that answered said "no such CEP": that is worth remembering too.
    if (remote.length > 0 && !failed) cache.set(cep, { info: null });
    return null;
  };

  return {
    async lookup(cep, onFailure) {
      const cached = cache.get(cep);
      let info = cached?.info ?? null;
      if (!cached) {
        let asking = pending.get(cep);
        if (!asking) {
          asking = askRemote(cep, onFailure).finally(() => pending.delete(cep));
          pending.set(cep, asking);
        }
        info = await asking;
      }
      if (info) return info;
      for (const provider of local) {
        const found = await provider.lookup(cep);
        if (found) return found;
      }
      return null;
    },
  };
}
