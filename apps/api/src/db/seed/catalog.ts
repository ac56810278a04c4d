import type { Db } from '../database.js';
import { chunk } from './batch.js';
import { flattenTree, leavesOf, pathKey } from './category-tree.js';
import { isBranch } from './data/catalog-types.js';
import type { DemoStore } from './data/stores.js';
import { generateItems, type GeneratedItem, type PinnedItem } from './item-generator.js';
import type { Rng } from './prng.js';

export const DEMO_ITEMS_PER_STORE = 300;
const DELETED_ITEMS = 2;
const VARIANT_ITEMS = 15;

/**
 * Items the journeys count on, in stock, without promotion or variants, each within a few reais of its line's
 * own price for that pack. PET-0001 costs R$ 110,90 (the checkout totals); PET-0150 is a bone of R$ 19,90, far
 * below any coupon minimum; one item per store costs R$ 134,90, so two make R$ 269,80 (89,94 + 89,93 + 89,93).
 */
export const PINNED_ITEMS: Readonly<Record<string, readonly PinnedItem[]>> = {
  petshop: [
    {
      n: 1,
      leafKey: 'Cães/Alimentação/Ração Seca/Filhotes',
      product: 'Ração Super Premium Cães Filhotes',
      brand: 'NutriPet',
      values: ['Cordeiro', '3kg'],
      price: 11090,
    },
    {
      n: 150,
      leafKey: 'Cães/Alimentação/Petiscos/Ossos e Mordedores',
      product: 'Osso Natural para Cães',
      brand: 'Au Au Gourmet',
      values: ['Mini'],
      price: 1990,
    },
    {
      leafKey: 'Gatos/Alimentação/Ração Seca/Filhotes',
      product: 'Ração Premium Gatos Filhotes',
      brand: 'NutriPet',
      values: ['Frango', '7,5kg'],
      price: 13490,
    },
  ],
  loja: [
    {
      leafKey: 'Casa/Cozinha/Panelas/Antiaderentes',
      product: 'Panela Antiaderente Linha Gourmet',
      brand: 'Cozinha Fina',
      values: ['20cm', 'Vermelho'],
      price: 13490,
    },
  ],
};

export interface SeededCatalog {
  /** Category id by path key ('Cães/Alimentação'). */
  categoryIds: Map<string, number>;
  brandIds: Map<string, number>;
  /** Live (not deleted) items with their ids. */
  items: (GeneratedItem & { id: number })[];
}

/** Categories level by level: each level's parent ids come back from the previous insert. */
async function insertCategories(trx: Db, storeId: number, store: DemoStore): Promise<Map<string, number>> {
  const flat = flattenTree(store.categories);
  const ids = new Map<string, number>();
  const maxDepth = Math.max(...flat.map((c) => c.path.length));
  for (let depth = 1; depth <= maxDepth; depth++) {
    const level = flat.filter((c) => c.path.length === depth);
    const rows = level.map((c) => ({
      storeId,
      parentId: depth === 1 ? null : (ids.get(pathKey(c.path.slice(0, -1))) ?? null),
      name: c.spec.name,
      icon: depth === 1 && isBranch(c.spec) ? (c.spec.icon ?? null) : null,
      status: 1,
      sequence: c.sequence,
    }));
    // Sibling names are unique, so (parent id, name) maps each returned row back to its path.
    const pathByParentAndName = new Map(
      level.map((c, i) => [`${rows[i]?.parentId ?? 0}|${c.spec.name}`, pathKey(c.path)]),
    );
    for (const part of chunk(rows)) {
      const got = await trx.insertInto('categories').values(part).returning(['id', 'parentId', 'name']).execute();
      for (const r of got) {
        const key = pathByParentAndName.get(`${r.parentId ?? 0}|${r.name}`);
        if (key) ids.set(key, r.id);
      }
    }
  }
  return ids;
}

async function insertBrands(trx: Db, storeId: number, store: DemoStore): Promise<Map<string, number>> {
  const { listed, unsequenced, inactive } = store.brands;
  const image = (n: number) => `/media/brands/${store.slug}-${n}.svg`;
  const rows = [
    ...listed.map((name, i) => ({ storeId, name, imageUrl: image(i + 1), active: 1 as const, sequence: i + 1 })),
    { storeId, name: unsequenced, imageUrl: image(listed.length + 1), active: 1 as const, sequence: null },
    { storeId, name: inactive, imageUrl: image(listed.length + 2), active: 0 as const, sequence: listed.length + 1 },
  ];
  const got = await trx.insertInto('brands').values(rows).returning(['id', 'name']).execute();
  return new Map(got.map((r) => [r.name, r.id]));
}

/** Inserts items with their category link and variants; returns the items with their new ids. */
export async function insertItems(
  trx: Db,
  storeId: number,
  items: readonly GeneratedItem[],
  refs: {
    categoryIds: Map<string, number>;
    brandIds: Map<string, number>;
    now: string;
    deleted?: (item: GeneratedItem) => boolean;
  },
): Promise<(GeneratedItem & { id: number })[]> {
  const out: (GeneratedItem & { id: number })[] = [];
  for (const part of chunk(items)) {
    const rows = part.map((i) => ({
      storeId,
      brandId: refs.brandIds.get(i.brand) ?? null,
      code: i.code,
      name: i.name,
      description: i.description,
      images: i.images,
      attrs: i.attrs,
      price: i.price,
      promotionalPrice: i.promotionalPrice,
      stockQuantity: i.stockQuantity,
      ranking: i.ranking,
      deleted: refs.deleted?.(i) ? (1 as const) : (0 as const),
      createdAt: refs.now,
      updatedAt: refs.now,
    }));
    const got = await trx.insertInto('items').values(rows).returning(['id', 'code']).execute();
    const idByCode = new Map(got.map((r) => [r.code, r.id]));
    const withIds = part.map((i) => ({ ...i, id: idOf(idByCode, i.code) }));
    const links = withIds.map((i) => ({ itemId: i.id, categoryId: idOf(refs.categoryIds, i.leafKey) }));
    await trx.insertInto('itemCategories').values(links).execute();
    const variants = withIds.flatMap((i) =>
      i.variants.map((v) => ({ itemId: i.id, attrs: v.attrs, stockQuantity: v.stockQuantity })),
    );
    for (const vPart of chunk(variants)) await trx.insertInto('itemVariants').values(vPart).execute();
    out.push(...withIds);
  }
  return out;
}

export async function seedCatalog(
  trx: Db,
  storeId: number,
  store: DemoStore,
  rng: Rng,
  now: string,
): Promise<SeededCatalog> {
  const categoryIds = await insertCategories(trx, storeId, store);
  const brandIds = await insertBrands(trx, storeId, store);
  const total = DEMO_ITEMS_PER_STORE + DELETED_ITEMS;
  const generated = generateItems(rng, leavesOf(store.categories), {
    count: total,
    code: (n) => `${store.codePrefix}-${String(n).padStart(4, '0')}`,
    variantItems: VARIANT_ITEMS,
    coverEveryLeaf: true,
    activeBrands: [...store.brands.listed, store.brands.unsequenced],
    pinned: PINNED_ITEMS[store.slug],
  });
  // The last codes are the deleted ones, so PET-0001..PET-0300 are exactly the live catalogue.
  const deletedCodes = new Set(generated.slice(-DELETED_ITEMS).map((i) => i.code));
  const items = await insertItems(trx, storeId, generated, {
    categoryIds,
    brandIds,
    now,
    deleted: (i) => deletedCodes.has(i.code),
  });
  return { categoryIds, brandIds, items: items.filter((i) => !deletedCodes.has(i.code)) };
}

/** The company price list (about half the items, ~10% off) and the exempt one (a subset, ~15% off). */
export async function seedPriceLists(
  trx: Db,
  storeId: number,
  catalog: SeededCatalog,
  rng: Rng,
): Promise<{ companyId: number; exemptId: number }> {
  const lists = await trx
    .insertInto('priceLists')
    .values([
      { storeId, name: 'Tabela Empresas', kind: 'company' },
      { storeId, name: 'Tabela Empresas Isentas', kind: 'exempt' },
    ])
    .returning(['id', 'kind'])
    .execute();
  const companyId = lists.find((l) => l.kind === 'company')?.id;
  const exemptId = lists.find((l) => l.kind === 'exempt')?.id;
  if (companyId === undefined || exemptId === undefined) throw new Error('price lists were not created');
  const onCompany = catalog.items.filter(() => rng.chance(0.5));
  const rows = [
    ...onCompany.map((i) => ({ priceListId: companyId, itemId: i.id, price: Math.round(i.price * 0.9) })),
    ...onCompany
      .filter(() => rng.chance(0.6))
      .map((i) => ({ priceListId: exemptId, itemId: i.id, price: Math.round(i.price * 0.85) })),
  ];
  for (const part of chunk(rows)) await trx.insertInto('priceListItems').values(part).execute();
  return { companyId, exemptId };
}

function idOf(map: Map<string, number>, key: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`seed: no id for '${key}'`);
  return id;
}
