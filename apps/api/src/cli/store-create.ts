import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import { insertPaymentMethods, PICKUP_OPTION } from '../db/seed/commerce.js';
import { storeConfig, storeManifest } from '../db/seed/store.js';
import { nowIso } from '../lib/time.js';
import { findStoreBySlug, findStoreByUrl } from '../modules/stores/repository.js';
import { hostOf } from '../modules/stores/service.js';
import { CommandRefused, UsageError } from './usage-error.js';

export type StoreCreateInput = {
  slug: string;
  name: string;
  /** the hosts that open the store, such as 'loja.example.com' (a URL or a port is cut down to the host) */
  hosts: readonly string[];
  appointments: boolean;
  primary?: string | undefined;
  secondary?: string | undefined;
};

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
const HOST = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;
const COLOUR = /^#[0-9a-f]{6}$/i;
const DEFAULT_COLOURS = { primary: '#1565c0', secondary: '#ef6c00' };

function checkColour(option: string, value: string | undefined, fallback: string): string {
  if (value === undefined) return fallback;
  if (!COLOUR.test(value)) throw new UsageError(`--${option} is a colour like #1565c0, got '${value}'`);
  return value.toLowerCase();
}

/** The hosts as store_urls keeps them: lower-case host names, each once. */
function checkHosts(raw: readonly string[]): string[] {
  if (raw.length === 0)
    throw new UsageError('store:create needs at least one --host (the address shoppers open, like loja.example.com)');
  const hosts = [...new Set(raw.map(hostOf))];
  const bad = hosts.find((h) => !HOST.test(h));
  if (bad !== undefined) throw new UsageError(`'${bad}' is not a host name (like loja.example.com)`);
  return hosts;
}

/**
 * A new empty store that can take an order: its config, theme, manifest and details, and pickup at the store
 * paid in cash, which need no outside account (Pix, cards and delivery take the store's own data, set later).
 * Refuses a slug or a host another store has.
 */
export async function createStore(db: Db, input: StoreCreateInput, now = new Date()): Promise<string> {
  const slug = input.slug.trim();
  if (!SLUG.test(slug))
    throw new UsageError(`a store slug is lower-case letters, digits and hyphens (like minha-loja), got '${slug}'`);
  const name = input.name.trim();
  if (name === '' || name.length > 120)
    throw new UsageError('store:create needs --name "…" (the name shoppers see, up to 120 characters)');
  const hosts = checkHosts(input.hosts);
  const primary = checkColour('primary', input.primary, DEFAULT_COLOURS.primary);
  const secondary = checkColour('secondary', input.secondary, DEFAULT_COLOURS.secondary);
  if (await findStoreBySlug(db, slug)) throw new CommandRefused(`store '${slug}' already exists: nothing was changed`);
  for (const host of hosts) {
    const other = await findStoreByUrl(db, host);
    if (other) throw new CommandRefused(`host '${host}' already opens store '${other.slug}': nothing was changed`);
  }

  const at = nowIso(now);
  await db.transaction().execute(async (trx) => {
    const { id: storeId } = await trx
      .insertInto('stores')
      .values({
        guid: randomUUID(),
        slug,
        name,
        ecommerce: 1,
        appointments: input.appointments ? 1 : 0,
        themes: JSON.stringify({ light: { primary, secondary }, dark: { primary, secondary } }),
        banners: JSON.stringify({ web: [], mobile: [] }),
        // No price lists yet, and no policy pages until the store links its own.
        config: JSON.stringify({ ...storeConfig({ companyId: null, exemptId: null }), links: { docs: [] } }),
        notify: '{}',
        manifest: storeManifest(name, primary),
        providers: '{}',
        trackers: '{}',
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('storeUrls')
      .values(hosts.map((url) => ({ storeId, url, platform: 'all' })))
      .execute();
    await trx.insertInto('storeDetails').values({ storeId, name }).execute();
    const methods = await insertPaymentMethods(trx, storeId, ['cash']);
    const pickup = await trx
      .insertInto('shippingOptions')
      .values({ storeId, ...PICKUP_OPTION, sequence: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('shippingOptionPaymentMethods')
      .values([...methods.values()].map((paymentMethodId) => ({ shippingOptionId: pickup.id, paymentMethodId })))
      .execute();
  });
  return [
    `store '${slug}' (${name}) created at ${hosts.join(', ')}: pickup at the store, paid in cash`,
    `next: npm run admin -- admin:create <e-mail> --store ${slug} --name "<full name>"`,
  ].join('\n');
}
