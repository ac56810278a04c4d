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
  const { error } = await migrator.migrateTo('0013-catalog-version');
  if (error) throw error;
  return { ...handle, migrator };
}

describe('migration 0014-push-endpoint-device', () => {
  let h: Awaited<ReturnType<typeof openBefore>>;
  beforeAll(async () => {
    h = await openBefore();
  });
  afterAll(() => h.destroy());

  it('names each row its device, keeps the newest row of a browser sent in two JSON shapes, then allows one row per device', async () => {
    const at = (minute: number) => `2026-01-15T12:0${minute}:00.000Z`;
    const store = await h.db
      .insertInto('stores')
      .values({ guid: 'g', slug: 's', name: 'S', createdAt: at(0), updatedAt: at(0) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = (email: string) =>
      h.db
        .insertInto('users')
        .values({ storeId: store.id, name: 'Ana Souza', email, createdAt: at(0), updatedAt: at(0) } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
    const [ana, bia] = [await user('ana@example.com'), await user('bia@example.com')];
    const endpoint = 'https://push.example.com/send/browser-1';
    const keys = { p256dh: 'B1', auth: 'a1' };
    // the columns of 0002 only: no device yet
    await h.db
      .insertInto('pushEndpoints')
      .values([
        {
          userId: ana.id,
          type: 'WEBPUSH',
          registration: JSON.stringify({ endpoint, keys }),
          description: 'old',
          createdAt: at(1),
        },
        {
          userId: bia.id,
          type: 'WEBPUSH',
          registration: JSON.stringify({ endpoint, expirationTime: null, keys }),
          description: 'new',
          createdAt: at(2),
        },
        { userId: ana.id, type: 'FIREBASE_APP', registration: 'fcm-1', description: null, createdAt: at(3) },
        { userId: ana.id, type: 'WEBPUSH', registration: 'not json', description: null, createdAt: at(4) },
      ] as never)
      .execute();
    const { error } = await h.migrator.migrateToLatest();
    expect(error).toBeUndefined();
    const rows = await h.db
      .selectFrom('pushEndpoints')
      .select(['userId', 'type', 'device', 'description'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { userId: bia.id, type: 'WEBPUSH', device: endpoint, description: 'new' },
      { userId: ana.id, type: 'FIREBASE_APP', device: 'fcm-1', description: null },
      { userId: ana.id, type: 'WEBPUSH', device: 'not json', description: null },
    ]);
    const again = {
      userId: ana.id,
      type: 'WEBPUSH' as const,
      registration: JSON.stringify({ keys, endpoint }),
      device: endpoint,
      description: null,
      createdAt: at(5),
    };
    await expect(h.db.insertInto('pushEndpoints').values(again).execute()).rejects.toThrow();
  });
});
