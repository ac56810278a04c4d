import { storeTimeZone } from '@store/core';
import type { Db } from '../../db/database.js';
import { storeBanners, storeObject, storeThemes } from '../../db/json-columns.js';
import { storeConfig, storeRules } from './store-rules.js';
import { findStoreBySlug, findStoreByUrl, findStoreDetails, listStoreUrls, type StoreRow } from './repository.js';
import { cachedByStoreTables } from './store-cache.js';
import type { Store, StoreConfig } from '../../graphql/generated/resolvers.js';

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
 * so `localhost` and a bare IP still open the demo. Kept between requests until the store tables change
 * (store-cache.ts); the row is frozen, as every request shares it.
 */
export function resolveStore(db: Db, url: string, defaultSlug: string): Promise<StoreRow | undefined> {
  return cachedByStoreTables(db, `host\0${defaultSlug}\0${url}`, async () => {
    const host = hostOf(url);
    const store = (host ? await findStoreByUrl(db, host) : undefined) ?? (await findStoreBySlug(db, defaultSlug));
    return store && Object.freeze(store);
  });
}

/** The documented keys of a store's public config (spec 3), with their defaults; the rules themselves are read in store-rules.ts. */
export type StoreSettings = {
  ignoreStock: boolean;
  hideItemsWithoutStock: boolean;
  listPriceCompanyUsers: boolean;
  listPrice: { id: number | null; isentoId: number | null };
  deliveryDeadline: { value: number; type: string } | null;
  links: { docs: unknown[]; [key: string]: unknown };
};

/**
 * Reads the config column for display; a missing or malformed key takes its default instead of failing a request.
 * The rules the server acts on (stock, price lists) come from `storeRules`, over the same parsed column.
 */
export function storeSettings(store: Pick<StoreRow, 'config'>): StoreSettings {
  const config = storeConfig(store);
  const rules = storeRules(store);
  return {
    ignoreStock: rules.ignoreStock,
    hideItemsWithoutStock: rules.hideItemsWithoutStock,
    listPriceCompanyUsers: rules.listPriceCompanyUsers,
    listPrice: { id: rules.companyPriceListId, isentoId: rules.exemptPriceListId },
    deliveryDeadline: config.deliveryDeadline
      ? { value: config.deliveryDeadline.value, type: config.deliveryDeadline.type ?? 'days' }
      : null,
    links: { ...config.links, docs: config.links?.docs ?? [] },
  };
}

type MapTiles = { url: string; attribution: string };
const configs = new WeakMap<
  StoreRow,
  { urls: readonly { url: string }[]; mapTiles: MapTiles | undefined; config: StoreConfig }
>();

/**
 * The public configuration the storefront boots from: never anything secret. Built once per store row and address
 * list (both kept between requests until the store tables change), so its JSON columns are not parsed per request.
 */
export async function publicConfig(db: Db, store: StoreRow, mapTiles?: MapTiles): Promise<StoreConfig> {
  const urls = await cachedByStoreTables(db, `urls\0${store.id}`, async () =>
    Object.freeze(await listStoreUrls(db, store.id)),
  );
  const known = configs.get(store);
  if (known && known.urls === urls && known.mapTiles === mapTiles) return known.config;
  const config: StoreConfig = {
    id: store.id,
    guid: store.guid,
    storeId: store.id,
    name: store.name,
    ecommerce: store.ecommerce === 1,
    appointments: store.appointments === 1,
    timeZone: storeTimeZone(store.timeZone),
    themes: storeThemes(store.themes),
    banners: storeBanners(store.banners),
    // Every documented key is always there, with its default, so the storefront never guesses.
    config: { ...storeConfig(store), ...storeSettings(store), ...(mapTiles ? { mapTiles } : {}) },
    notify: storeObject('notify', store.notify),
    manifest: storeObject('manifest', store.manifest),
    providers: storeObject('providers', store.providers),
    trackers: storeObject('trackers', store.trackers),
    urls: urls.map((u) => u.url),
  };
  configs.set(store, { urls, mapTiles, config });
  return config;
}

/** `store(id)`: the store's flags and who runs it (spec 3 'Store details'). */
export async function storeProfile(db: Db, store: StoreRow): Promise<Store> {
  const row = await findStoreDetails(db, store.id);
  let details = null;
  if (row) {
    const { storeId: _storeId, ...fields } = row;
    details = fields;
  }
  return {
    id: store.id,
    guid: store.guid,
    name: store.name,
    ecommerce: store.ecommerce === 1,
    appointments: store.appointments === 1,
    details,
  };
}
