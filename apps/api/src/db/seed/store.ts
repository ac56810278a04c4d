import type { Db } from '../database.js';
import { seedCatalog, seedPriceLists } from './catalog.js';
import { seedCommerce } from './commerce.js';
import { seedDemoDelivery } from './deliveries.js';
import { policyDocs, type StoreDoc } from './data/policies.js';
import type { DemoStore } from './data/stores.js';
import { cnpjFromBase } from './documents.js';
import { seedPeople } from './people.js';
import { seedPetServices } from './pet-services.js';
import { createRng } from './prng.js';
import { campaignFor } from '../../modules/media/banner-campaigns.js';

/**
 * The three campaign banners drawn by the media routes, each with its campaign's words (its call to action too) as
 * its text alternative, leading where that call to action says.
 */
const banners = (slug: string, storeName: string) => {
  const list = (kind: 'web' | 'mobile') =>
    [1, 2, 3].map((n) => {
      const campaign = campaignFor(slug, storeName, n);
      return {
        src: `/media/banners/${slug}-${n}-${kind}.svg`,
        type: 'image',
        alt: `${campaign.headline}. ${campaign.sub}. ${campaign.cta}`,
        link: campaign.link,
      };
    });
  return { web: list('web'), mobile: list('mobile') };
};

/** A store's `config` JSON; a store without price lists passes null ids. `docs`: its policy pages (privacy, terms). */
export function storeConfig(lists: { companyId: number | null; exemptId: number | null }, docs: StoreDoc[] = []) {
  return {
    ignoreStock: false,
    hideItemsWithoutStock: false,
    listPriceCompanyUsers: true,
    listPrice: { id: lists.companyId, isentoId: lists.exemptId },
    deliveryDeadline: { value: 2, type: 'days' },
    // The storefront shows each doc at /{id}; a `privacy` or `terms` URL here would open that page instead.
    links: { docs },
    storeDiscount: null,
  };
}

/** The web app manifest's JSON: the store's name on the home screen and its colour. */
export const storeManifest = (name: string, primary: string): string =>
  JSON.stringify({ name, short_name: name, theme_color: primary, background_color: '#ffffff' });

/** One demo store and everything in it. */
export async function seedStore(
  trx: Db,
  store: DemoStore,
  refs: { hashes: ReadonlyMap<string, string>; now: Date; dataDir?: string },
): Promise<number> {
  const nowIso = refs.now.toISOString();
  const rng = createRng(store.seed);
  const { id: storeId } = await trx
    .insertInto('stores')
    .values({
      guid: store.guid,
      slug: store.slug,
      name: store.name,
      ecommerce: store.ecommerce ?? 1,
      appointments: store.appointments,
      themes: JSON.stringify(store.themes),
      banners: JSON.stringify(banners(store.slug, store.name)),
      // Completed below, once the price lists exist and their ids are known.
      config: '{}',
      notify: JSON.stringify({ email: store.details.email, whatsapp: store.details.whatsapp }),
      manifest: storeManifest(store.name, store.themes.light.primary),
      providers: JSON.stringify({
        google: { clientId: 'demo-google-client' },
        apple: { clientId: 'demo.apple.service' },
      }),
      trackers: '{}',
      createdAt: nowIso,
      updatedAt: nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  await trx.insertInto('storeUrls').values({ storeId, url: store.url, platform: 'all' }).execute();
  const { cnpjBase, ...details } = store.details;
  await trx
    .insertInto('storeDetails')
    .values({ ...details, storeId, cpfCnpj: cnpjFromBase(cnpjBase) })
    .execute();

  const catalog = await seedCatalog(trx, storeId, store, rng, nowIso);
  const lists = await seedPriceLists(trx, storeId, catalog, rng);
  const { details: d } = store;
  const docs = policyDocs({
    name: store.name,
    legalName: d.name,
    cnpj: cnpjFromBase(cnpjBase),
    email: d.email ?? `contato@${store.url}`,
    address: `${d.address}, ${d.addressNumber}${d.complement ? `, ${d.complement}` : ''}, ${d.province}, ${d.city} - ${d.state}`,
    appointments: store.appointments === 1,
  });
  await trx
    .updateTable('stores')
    .set({ config: JSON.stringify(storeConfig(lists, docs)) })
    .where('id', '=', storeId)
    .execute();

  // The food coupon covers the named categories and everything under them, whichever level an item is linked at.
  const foodPrefixes = [...catalog.categoryIds.keys()].filter(
    (k) => k.split('/').at(-1) === store.foodCoupon.categoryName,
  );
  const foodCategoryIds = [...catalog.categoryIds]
    .filter(([key]) => foodPrefixes.some((p) => key === p || key.startsWith(`${p}/`)))
    .map(([, id]) => id);
  await seedCommerce(trx, storeId, store, { foodCategoryIds, now: refs.now });

  const { customerId, mainAddressId } = await seedPeople(trx, storeId, store, { hashes: refs.hashes, now: nowIso });
  await seedDemoDelivery(trx, storeId, store, { customerId, mainAddressId, now: refs.now });
  if (store.appointments === 1)
    await seedPetServices(trx, storeId, { customerId, now: refs.now, dataDir: refs.dataDir });
  return storeId;
}
