import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database.js';
import { storeTablesVersion } from '../../db/table-versions.js';

type Entry = { value: Promise<unknown>; stamp: string; at: number };

/** Hosts are the client's to choose, so the entries are bounded: the least recently used go first. */
const MAX_ENTRIES = 1000;

const perDatabase = new WeakMap<object, LRUCache<string, Entry>>();

/**
 * What the stores module reads on every request (the store of a host, its public addresses), kept between requests
 * while the store tables are unchanged (see `storeTablesVersion`: exact on SQLite, this process's writes plus at
 * most 5 s for other processes on PostgreSQL). The version is read before the load, so a change that lands while
 * loading makes the next request load again. Concurrent requests for a missing entry share one load. Without a
 * version (a transaction) it just loads.
 */
export function cachedByStoreTables<V>(db: Db, key: string, load: () => Promise<V>): Promise<V> {
  const version = storeTablesVersion(db);
  if (!version) return load();
  let entries = perDatabase.get(db);
  if (!entries) perDatabase.set(db, (entries = new LRUCache({ max: MAX_ENTRIES })));
  const stamp = version.stamp();
  const now = version.maxAgeMs === Infinity ? 0 : Date.now();
  const entry = entries.get(key);
  if (entry && entry.stamp === stamp && now - entry.at < version.maxAgeMs) return entry.value as Promise<V>;
  const value = load();
  entries.set(key, { value, stamp, at: now });
  // a failed load is not kept: the next request tries again
  value.catch(() => {
    if (entries.peek(key)?.value === value) entries.delete(key);
  });
  return value;
}
