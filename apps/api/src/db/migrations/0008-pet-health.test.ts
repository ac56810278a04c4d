import { randomBytes } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database.js';
import { openPostgres } from '../postgres.js';
import { openSqlite } from '../sqlite.js';
import { migrationProvider } from './index.js';

/** A database migrated only up to the migration before this one (SQLite, or PostgreSQL in its own schema). */
async function openBefore(): Promise<DatabaseHandle & { migrator: Migrator }> {
  const url = process.env.DATABASE_URL;
  let handle: DatabaseHandle;
  if (url) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = openPostgres(url, { poolSize: 1 });
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
    await admin.destroy();
    const inner = openPostgres(url, { schema });
    handle = {
      ...inner,
      destroy: async () => {
        await sql`drop schema ${sql.id(schema)} cascade`.execute(inner.db);
        await inner.destroy();
      },
    };
  } else {
    handle = openSqlite(':memory:');
  }
  const migrator = new Migrator({
    db: handle.db,
    provider: migrationProvider(handle.kind),
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
  });
  const { error } = await migrator.migrateTo('0007-email-change');
  if (error) throw error;
  return { ...handle, migrator };
}

describe('migration 0008-pet-health', () => {
  let h: Awaited<ReturnType<typeof openBefore>>;
  beforeAll(async () => {
    h = await openBefore();
  });
  afterAll(() => h.destroy());

  it("keeps each pet's weight as its first weighing and turns English sizes into the 'porte'", async () => {
    const at = '2026-01-15T12:00:00.000Z';
    const store = await h.db
      .insertInto('stores')
      .values({ guid: 'g', slug: 's', name: 'S', createdAt: at, updatedAt: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await h.db
      .insertInto('users')
      .values({ storeId: store.id, name: 'Ana Souza', email: 'ana@example.com', createdAt: at, updatedAt: at } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const pet = (name: string, size: string | null, weightGrams: number | null) => ({
      userId: user.id,
      storeId: store.id,
      name,
      species: 'dog',
      size,
      weightGrams,
      createdAt: at,
      updatedAt: at,
    });
    // the columns of 0004 only: batch and clinic do not exist yet
    await h.db
      .insertInto('pets')
      .values([pet('Thor', 'large', 32_000), pet('Mia', 'small', null), pet('Bob', 'GG', 50_000)] as never)
      .execute();
    const { error } = await h.migrator.migrateToLatest();
    expect(error).toBeUndefined();
    const pets = await h.db.selectFrom('pets').select(['id', 'name', 'size']).orderBy('id').execute();
    expect(pets.map((p) => [p.name, p.size])).toEqual([
      ['Thor', 'G'],
      ['Mia', 'P'],
      ['Bob', 'GG'],
    ]);
    const weights = await h.db.selectFrom('petWeights').selectAll().orderBy('petId').execute();
    expect(weights).toEqual([
      { petId: pets[0]!.id, weighedOn: '2026-01-15', weightGrams: 32_000 },
      { petId: pets[2]!.id, weighedOn: '2026-01-15', weightGrams: 50_000 },
    ]);
    // one weighing per pet and day
    await expect(
      h.db.insertInto('petWeights').values({ petId: pets[0]!.id, weighedOn: '2026-01-15', weightGrams: 1 }).execute(),
    ).rejects.toThrow();
    await h.db
      .insertInto('vaccines')
      .values({
        petId: pets[1]!.id,
        name: 'V4',
        appliedAt: null,
        nextDoseAt: null,
        batch: 'L1',
        clinic: 'Clínica',
        notes: null,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
  });
});
