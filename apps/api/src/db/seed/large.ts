import { sql } from 'kysely';
import type { Db } from '../database.js';
import { chunk } from './batch.js';
import { insertItems } from './catalog.js';
import { leavesOf, pathKey, type LeafChoice } from './category-tree.js';
import { DEMO_STORES } from './data/stores.js';
import { seedDemo } from './demo.js';
import { generateItems } from './item-generator.js';
import { createRng } from './prng.js';

/** Rows per transaction: big enough to be fast, small enough not to hold SQLite's write lock for long. */
const ITEMS_PER_TRANSACTION = 5000;
const CODE_PREFIX = 'GEN-';
/** Share of generated items with 2–4 variants (a size or a colour), as in the demo catalogue. */
const VARIANT_SHARE = 0.05;
/** Share of generated items on the company price list (~10% off), and of those also on the exempt one (~15% off). */
const COMPANY_LIST_SHARE = 0.5;
const EXEMPT_LIST_SHARE = 0.6;

/** The slug names no store, even after the demo seed: the caller's mistake, not a bug. */
export class UnknownStoreError extends Error {}

/**
 * Adds `items` generated items ('GEN-000001' …) to a store for benchmarks, in the store's existing
 * leaf categories and brands, with the demo's word lists so searches hit; about 5% have variants, and
 * about half are on the store's company price list (a subset also on the exempt one), as in the demo.
 * Runs the demo seed first when the store is missing; running it again continues the numbering.
 */
export async function seedLargeCatalog(
  db: Db,
  options: { items: number; storeSlug?: string },
): Promise<{ inserted: number; storeId: number }> {
  const slug = options.storeSlug ?? 'petshop';
  let store = await findStore(db, slug);
  if (!store) {
    await seedDemo(db);
    store = await findStore(db, slug);
  }
  if (!store)
    throw new UnknownStoreError(
      `Store '${slug}' does not exist (demo stores: ${DEMO_STORES.map((s) => s.slug).join(', ')})`,
    );
  const storeId = store.id;

  const { leaves, categoryIds } = await storeLeaves(db, storeId, slug);
  const brands = await db
    .selectFrom('brands')
    .select(['id', 'name'])
    .where('storeId', '=', storeId)
    .where('active', '=', 1)
    .execute();
  brands.sort((a, b) => a.id - b.id);
  const brandIds = new Map(brands.map((b) => [b.name, b.id]));
  const first = (await lastGeneratedNumber(db, storeId)) + 1;
  // Seeded by the starting number, so each run is reproducible yet differs from the previous one.
  const rng = createRng(0x5eed ^ first);
  const now = new Date().toISOString();
  const lists = await db
    .selectFrom('priceLists')
    .select(['id', 'kind'])
    .where('storeId', '=', storeId)
    .orderBy('id')
    .execute();
  const companyList = lists.find((l) => l.kind === 'company')?.id;
  const exemptList = lists.find((l) => l.kind === 'exempt')?.id;

  let inserted = 0;
  while (inserted < options.items) {
    const count = Math.min(ITEMS_PER_TRANSACTION, options.items - inserted);
    const offset = first + inserted - 1;
    const generated = generateItems(rng, leaves, {
      count,
      code: (n) => `${CODE_PREFIX}${String(offset + n).padStart(6, '0')}`,
      variantItems: Math.round(count * VARIANT_SHARE),
      coverEveryLeaf: false,
      activeBrands: brands.map((b) => b.name),
    });
    await db.transaction().execute(async (trx) => {
      const items = await insertItems(trx, storeId, generated, { categoryIds, brandIds, now });
      const onCompany = companyList === undefined ? [] : items.filter(() => rng.chance(COMPANY_LIST_SHARE));
      const rows = [
        ...onCompany.map((i) => ({ priceListId: companyList!, itemId: i.id, price: Math.round(i.price * 0.9) })),
        ...(exemptList === undefined
          ? []
          : onCompany
              .filter(() => rng.chance(EXEMPT_LIST_SHARE))
              .map((i) => ({ priceListId: exemptList, itemId: i.id, price: Math.round(i.price * 0.85) }))),
      ];
      for (const part of chunk(rows)) await trx.insertInto('priceListItems').values(part).execute();
    });
    inserted += count;
  }
  return { inserted, storeId };
}

async function findStore(db: Db, slug: string): Promise<{ id: number } | undefined> {
  return db.selectFrom('stores').select('id').where('slug', '=', slug).executeTakeFirst();
}

/** The store's leaf categories, matched by path to the demo word lists; unknown leaves get generic names. */
async function storeLeaves(
  db: Db,
  storeId: number,
  slug: string,
): Promise<{ leaves: LeafChoice[]; categoryIds: Map<string, number> }> {
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'parentId', 'name'])
    .where('storeId', '=', storeId)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const parents = new Set(rows.map((r) => r.parentId).filter((id) => id !== null));
  const pathOf = (id: number): string[] => {
    const path: string[] = [];
    for (
      let c = byId.get(id);
      c && path.length <= rows.length;
      c = c.parentId === null ? undefined : byId.get(c.parentId)
    )
      path.unshift(c.name);
    return path;
  };
  const known = new Map<string, LeafChoice>();
  const demo = DEMO_STORES.find((s) => s.slug === slug);
  for (const l of leavesOf(demo?.categories ?? DEMO_STORES.flatMap((s) => s.categories))) known.set(l.key, l);

  const categoryIds = new Map<string, number>();
  const leaves: LeafChoice[] = [];
  for (const r of rows.filter((row) => !parents.has(row.id))) {
    const key = pathKey(pathOf(r.id));
    categoryIds.set(key, r.id);
    leaves.push(known.get(key) ?? genericLeaf(key, r.name));
  }
  if (leaves.length === 0) throw new Error(`Store '${slug}' has no categories to put items in`);
  // A fixed order (not the database's) keeps the generated catalogue the same on SQLite and PostgreSQL.
  leaves.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { leaves, categoryIds };
}

function genericLeaf(key: string, name: string): LeafChoice {
  const products = ['Premium', 'Clássico', 'Econômico', 'Plus'].map((line) => `${name} ${line}`);
  return { key, brands: [], spec: { name, products, attrs: ['cor'], price: [20, 300] } };
}

/** The highest n among the store's 'GEN-n' codes, 0 when there are none. */
async function lastGeneratedNumber(db: Db, storeId: number): Promise<number> {
  const row = await db
    .selectFrom('items')
    .select(sql<number | null>`max(cast(substr(code, ${CODE_PREFIX.length + 1}) as integer))`.as('last'))
    .where('storeId', '=', storeId)
    .where('code', 'like', `${CODE_PREFIX}%`)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}
