import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database.js';
import type { DatabaseHandle } from './database.js';
import { migrateToLatest } from './migrate.js';
import { TABLES } from './types.js';

const handleKind = () => (process.env.DATABASE_URL ? 'postgres' : 'sqlite');

// Runs on SQLite, and on PostgreSQL when DATABASE_URL is set (CI runs both).
describe('migrations', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.destroy());

  async function tableNames(): Promise<string[]> {
    const tables = await handle.db.introspection.getTables();
    return tables
      .map((t) => t.name)
      .filter((n) => !n.startsWith('kysely_'))
      .sort();
  }

  it(`creates every table of the data model on ${handleKind()}`, async () => {
    // SQLite's full-text index lives in FTS5 tables of its own (items_fts, items_fts_data, …); PostgreSQL's in a column
    const names = await tableNames();
    expect(names.filter((n) => !n.startsWith('items_fts'))).toEqual([...TABLES].sort());
  });

  it('is idempotent: migrating again applies nothing', async () => {
    expect(await migrateToLatest(handle)).toEqual([]);
  });

  it('writes and reads a row with cents, flags, JSON and instants intact', async () => {
    const now = new Date().toISOString();
    const store = await handle.db
      .insertInto('stores')
      .values({
        guid: 'g-1',
        slug: 'teste',
        name: 'Loja Teste',
        createdAt: now,
        updatedAt: now,
        config: '{"ignoreStock":true}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto('items')
      .values({
        storeId: store.id,
        code: 'X-1',
        name: 'Ração Ñandú',
        price: 12345,
        promotionalPrice: 9990,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const row = await handle.db
      .selectFrom('items')
      .selectAll()
      .where('storeId', '=', store.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      code: 'X-1',
      name: 'Ração Ñandú',
      price: 12345,
      promotionalPrice: 9990,
      deleted: 0,
      stockQuantity: 0,
      createdAt: now,
    });
    const saved = await handle.db
      .selectFrom('stores')
      .select(['config', 'ecommerce'])
      .where('id', '=', store.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(saved.config)).toEqual({ ignoreStock: true });
    expect(saved.ecommerce).toBe(1);
  });

  it('enforces foreign keys and integer money checks', async () => {
    const now = new Date().toISOString();
    await expect(
      handle.db
        .insertInto('items')
        .values({ storeId: 999_999, code: 'Y', name: 'Órfão', price: 100, createdAt: now, updatedAt: now })
        .execute(),
    ).rejects.toThrow();
    const store = await handle.db.selectFrom('stores').select('id').executeTakeFirstOrThrow();
    await expect(
      handle.db
        .insertInto('items')
        .values({ storeId: store.id, code: 'Z', name: 'Negativo', price: -1, createdAt: now, updatedAt: now })
        .execute(),
    ).rejects.toThrow();
  });

  it('keeps no column that could hold a card number or security code', async () => {
    const tables = await handle.db.introspection.getTables();
    const names = tables.flatMap((t) => t.columns.map((c) => `${t.name}.${c.name}`));
    expect(names.filter((n) => /card_number|security_code|cvv|cvc/i.test(n))).toEqual([]);
  });
});
