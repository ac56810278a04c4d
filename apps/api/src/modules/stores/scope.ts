import type { StoreRow } from './repository.js';

const MAX_ID = 2_147_483_647;

/** A GraphQL ID as a row id: '42' → 42; anything else ('abc', '-1', '1e3') → null, which matches no row. */
export function parseId(value: string | number | null | undefined): number | null {
  const text = String(value ?? '');
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/**
 * The store a query may read: the request's (host's) store, when `storeId` is omitted or names it.
 * Naming another store yields undefined, so one host never serves another store's data.
 */
export function storeInScope(
  hostStore: StoreRow | undefined,
  storeId: string | number | null | undefined,
): StoreRow | undefined {
  if (!hostStore) return undefined;
  if (storeId == null || storeId === '') return hostStore;
  return parseId(storeId) === hostStore.id ? hostStore : undefined;
}
