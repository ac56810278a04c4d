import type { Candidates } from './items-repository.js';

/**
 * What the catalogue remembers between requests, per database: counted totals per filter and search
 * candidates per query, each stamped with the catalogue version it was read at (migration
 * 0013-catalog-version). The version comes back with every page, so an entry is used only while
 * nothing that could change it has been written (docs/decisions/0028-catalogue-at-100k-items.md).
 */
export type Counted = { total: number; version: number };

/**
 * A map that forgets its least recently used entry beyond `max`: a Map keeps insertion order, so a read
 * moves the key to the end. Ten lines, where a cache library would add a dependency for the same.
 */
export class Recent<K, V> {
  readonly #map = new Map<K, V>();
  constructor(readonly max: number) {}

  get(key: K): V | undefined {
    const value = this.#map.get(key);
    if (value !== undefined) {
      this.#map.delete(key);
      this.#map.set(key, value);
    }
    return value;
  }

  delete(key: K): void {
    this.#map.delete(key);
  }

  set(key: K, value: V): void {
    this.#map.delete(key);
    this.#map.set(key, value);
    if (this.#map.size > this.max) this.#map.delete(this.#map.keys().next().value as K);
  }
}

export type CatalogCache = { totals: Recent<string, Counted>; candidates: Recent<string, Candidates> };

const perDatabase = new WeakMap<object, CatalogCache>();

/** The cache of one database (its handle): two apps on two databases in one process never share entries. */
export function catalogCache(database: object): CatalogCache {
  let cache = perDatabase.get(database);
  if (!cache) perDatabase.set(database, (cache = { totals: new Recent(2000), candidates: new Recent(500) }));
  return cache;
}
