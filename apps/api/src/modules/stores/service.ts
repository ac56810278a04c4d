import type { Db } from '../../db/database.js';
import { parseJson } from '../../lib/json.js';
import { findStoreBySlug, findStoreByUrl, listStoreUrls, type StoreRow } from './repository.js';

/** 'Loja.Example.com:3000' → 'loja.example.com' */
export function hostOf(url: string): string {
  const trimmed = url.trim().toLowerCase();
  try {
    return new URL(trimmed.includes('://') ? trimmed : `http://${trimmed}`).hostname;
  } catch {
    return trimmed.split(':')[0] ?? '';
  }
}

/**
 * The store a request belongs to: its host's store, else the deployment's default store,
 * so `localhost` and a bare IP still open the demo.
 */
export async function resolveStore(db: Db, url: string, defaultSlug: string): Promise<StoreRow | undefined> {
  const host = hostOf(url);
  return (host ? await findStoreByUrl(db, host) : undefined) ?? (await findStoreBySlug(db, defaultSlug));
}

export type StoreTheme = { primary: string; secondary: string; [key: string]: string };

/** The public configuration the storefront boots from: never anything secret. */
export async function publicConfig(db: Db, store: StoreRow) {
  const urls = await listStoreUrls(db, store.id);
  return {
    id: store.id,
    guid: store.guid,
    storeId: store.id,
    name: store.name,
    ecommerce: store.ecommerce === 1,
    appointments: store.appointments === 1,
    themes: parseJson<{ light?: StoreTheme; dark?: StoreTheme }>(store.themes, {}),
    banners: parseJson<{ web: unknown[]; mobile: unknown[] }>(store.banners, { web: [], mobile: [] }),
    config: parseJson<Record<string, unknown>>(store.config, {}),
    notify: parseJson<Record<string, unknown>>(store.notify, {}),
    manifest: parseJson<Record<string, unknown>>(store.manifest, {}),
    providers: parseJson<Record<string, unknown>>(store.providers, {}),
    trackers: parseJson<Record<string, unknown>>(store.trackers, {}),
    urls: urls.map((u) => u.url),
  };
}

export type PublicConfig = Awaited<ReturnType<typeof publicConfig>>;
