import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database.js';
import type { DatabaseHandle } from '../database.js';
import { seedLargeCatalog, UnknownStoreError } from './large.js';

describe('seedLargeCatalog', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.destroy());

  const generated = (storeId: number) =>
    handle.db
      .selectFrom('items')
      .select(['id', 'code', 'promotionalPrice', 'stockQuantity'])
      .where('storeId', '=', storeId)
      .where('code', 'like', 'GEN-%')
      .orderBy('code')
      .execute();

  it('seeds the demo first on an empty database, then adds the items across transactions', async () => {
    const { inserted, storeId } = await seedLargeCatalog(handle.db, { items: 6000 });
    expect(inserted).toBe(6000);
    const items = await generated(storeId);
    expect(items).toHaveLength(6000);
    expect(items[0]?.code).toBe('GEN-000001');
    expect(items.at(-1)?.code).toBe('GEN-006000');
    expect(items.filter((i) => i.promotionalPrice > 0).length).toBe(900);
    expect(items.filter((i) => i.stockQuantity === 0).length).toBeGreaterThanOrEqual(600);
    const linked = await handle.db
      .selectFrom('itemCategories as ic')
      .innerJoin('items as i', 'i.id', 'ic.itemId')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('i.code', 'like', 'GEN-%')
      .executeTakeFirstOrThrow();
    expect(Number(linked.n)).toBe(6000);
  });

  it("gives some items variants whose stock adds up to the item's, and puts about half on the price lists", async () => {
    const store = await handle.db
      .selectFrom('stores')
      .select('id')
      .where('slug', '=', 'petshop')
      .executeTakeFirstOrThrow();
    const variants = await handle.db
      .selectFrom('itemVariants as v')
      .innerJoin('items as i', 'i.id', 'v.itemId')
      .select(['i.id', 'i.stockQuantity', 'v.stockQuantity as variantStock'])
      .where('i.storeId', '=', store.id)
      .where('i.code', 'like', 'GEN-%')
      .execute();
    const byItem = new Map<number, typeof variants>();
    for (const v of variants) byItem.set(v.id, [...(byItem.get(v.id) ?? []), v]);
    // 5% of 6,000 when enough items sit in leaves with a variant dimension
    expect(byItem.size).toBeGreaterThan(100);
    expect(byItem.size).toBeLessThanOrEqual(300);
    for (const rows of byItem.values()) {
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(rows.reduce((sum, v) => sum + (v.variantStock ?? 0), 0)).toBe(rows[0]!.stockQuantity);
    }
    const listed = await handle.db
      .selectFrom('priceListItems as pli')
      .innerJoin('priceLists as pl', 'pl.id', 'pli.priceListId')
      .innerJoin('items as i', 'i.id', 'pli.itemId')
      .select(['pl.kind', 'pli.price', 'i.price as itemPrice'])
      .where('i.code', 'like', 'GEN-%')
      .where('i.storeId', '=', store.id)
      .execute();
    const company = listed.filter((r) => r.kind === 'company');
    const exempt = listed.filter((r) => r.kind === 'exempt');
    expect(company.length).toBeGreaterThan(2700);
    expect(company.length).toBeLessThan(3300);
    expect(exempt.length).toBeGreaterThan(company.length * 0.5);
    expect(exempt.length).toBeLessThan(company.length * 0.7);
    for (const r of company) expect(r.price).toBe(Math.round(r.itemPrice * 0.9));
  });

  it('continues the numbering on a second run and fills another store', async () => {
    const { storeId } = await seedLargeCatalog(handle.db, { items: 5 });
    expect((await generated(storeId)).at(-1)?.code).toBe('GEN-006005');
    const loja = await seedLargeCatalog(handle.db, { items: 10, storeSlug: 'loja' });
    expect((await generated(loja.storeId)).map((i) => i.code)[0]).toBe('GEN-000001');
  });

  it('refuses a store that does not exist', async () => {
    await expect(seedLargeCatalog(handle.db, { items: 1, storeSlug: 'nada' })).rejects.toBeInstanceOf(
      UnknownStoreError,
    );
  });
});
