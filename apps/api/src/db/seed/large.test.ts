import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite, type DatabaseHandle } from '../database.js';
import { migrateToLatest } from '../migrate.js';
import { seedLargeCatalog, UnknownStoreError } from './large.js';

describe('seedLargeCatalog', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = openSqlite(':memory:');
    await migrateToLatest(handle);
  });
  afterAll(() => handle.destroy());

  const generated = (storeId: number) =>
    handle.db.selectFrom('items').select(['id', 'code', 'promotionalPrice', 'stockQuantity']).where('storeId', '=', storeId).where('code', 'like', 'GEN-%').orderBy('code').execute();

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
    expect(linked.n).toBe(6000);
  });

  it('continues the numbering on a second run and fills another store', async () => {
    const { storeId } = await seedLargeCatalog(handle.db, { items: 5 });
    expect((await generated(storeId)).at(-1)?.code).toBe('GEN-006005');
    const loja = await seedLargeCatalog(handle.db, { items: 10, storeSlug: 'loja' });
    expect((await generated(loja.storeId)).map((i) => i.code)[0]).toBe('GEN-000001');
  });

  it('refuses a store that does not exist', async () => {
    await expect(seedLargeCatalog(handle.db, { items: 1, storeSlug: 'nada' })).rejects.toBeInstanceOf(UnknownStoreError);
  });
});
