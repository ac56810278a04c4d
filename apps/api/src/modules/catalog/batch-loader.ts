/**
 * Collects the keys every resolver of one request asks for and loads them with one query, so a page of
 * 20 items costs one variants query, not 20. Results are cached for the request. Keys asked for in the
 * same turn of the event loop share a batch (graphql-js calls the field resolvers of a list in one go).
 */
export class BatchLoader<K, V> {
  readonly #load: (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>;
  readonly #cache = new Map<K, Promise<V | undefined>>();
  #pending: { key: K; resolve: (v: V | undefined) => void; reject: (e: unknown) => void }[] = [];

  constructor(load: (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>) {
    this.#load = load;
  }

  load(key: K): Promise<V | undefined> {
    const cached = this.#cache.get(key);
    if (cached) return cached;
    const promise = new Promise<V | undefined>((resolve, reject) => {
      if (this.#pending.length === 0) setImmediate(() => void this.#flush());
      this.#pending.push({ key, resolve, reject });
    });
    this.#cache.set(key, promise);
    return promise;
  }

  /** Answers `key` with a value already read (say, joined to the row that needs it), unless it was asked for. */
  prime(key: K, value: V): void {
    if (!this.#cache.has(key)) this.#cache.set(key, Promise.resolve(value));
  }

  async #flush(): Promise<void> {
    const batch = this.#pending;
    this.#pending = [];
    try {
      const values = await this.#load(batch.map((p) => p.key));
      for (const p of batch) p.resolve(values.get(p.key));
    } catch (error) {
      for (const p of batch) p.reject(error);
    }
  }
}

const perRequest = new WeakMap<object, Map<string, BatchLoader<unknown, unknown>>>();

/** The request's loader by name, made on first use: `loaderFor(ctx, 'variants', (ids) => ...)`. */
export function loaderFor<K, V>(
  ctx: object,
  name: string,
  load: (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>,
): BatchLoader<K, V> {
  let loaders = perRequest.get(ctx);
  if (!loaders) perRequest.set(ctx, (loaders = new Map()));
  let loader = loaders.get(name) as BatchLoader<K, V> | undefined;
  if (!loader) loaders.set(name, (loader = new BatchLoader(load)) as BatchLoader<unknown, unknown>);
  return loader;
}

/** Groups rows into lists by key, keeping their order: for one-to-many loads. */
export function groupBy<K, T>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}
