import type { Services } from '../../services.js';
import type { StoreRow } from '../stores/repository.js';
import { listStoreUrls } from '../stores/repository.js';
import { hostOf } from '../stores/service.js';

/**
 * Where a store's shoppers open the storefront, for links in e-mails and redirects: PUBLIC_URL for the default
 * store; for any other store PUBLIC_URL with the store's own host, since the host is what picks the store.
 * Never the request's Host header, which the caller controls.
 */
export async function storefrontUrl(services: Services, store: StoreRow): Promise<string> {
  const base = new URL(services.config.publicUrl);
  if (store.slug !== services.config.defaultStore) {
    const [first] = await listStoreUrls(services.database.db, store.id);
    const host = first ? hostOf(first.url) : '';
    if (host) base.hostname = host;
  }
  return `${base.origin}${base.pathname.replace(/\/+$/, '')}`;
}
