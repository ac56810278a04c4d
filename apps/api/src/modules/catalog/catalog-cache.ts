import { LRUCache } from 'lru-cache';
import type { Candidates } from './items-repository.js';

/**
 * What the catalogue remembers between requests, per database: counted totals per filter and search
 * candidates per query, each stamped with the catalogue version it was read at (migration
 * 0013-catalog-version). The version comes back with every page, so an entry is used only while
 * nothing that could change it has been written (docs/decisions/0028-catalogue-at-100k-items.md).
 */
export type Counted = { total: number; version: number };

/** Each forgets its least recently used entry beyond its size: 2000 totals, 500 candidate lists. */
export type CatalogCache = { totals: LRUCache<string, Counted>; candidates: LRUCache<string, Candidates> };

const perDatabase = new WeakMap<object, CatalogCache>();

/** The cache of one database (its handle): two apps on two databases in one process never share entries. */
export function catalogCache(database: object): CatalogCache {
  let cache = perDatabase.get(database);
  if (!cache) {
    cache = { totals: new LRUCache({ max: 2000 }), candidates: new LRUCache({ max: 500 }) };
    perDatabase.set(database, cache);
  }
  return cache;
}
