import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { DatabaseHandle, OpenOptions } from '../src/db/database.js';
import { openPostgres } from '../src/db/postgres.js';
import { openSqlite } from '../src/db/sqlite.js';
import { migrateToLatest } from '../src/db/migrate.js';

/**
 * A fresh, migrated database for one test file: PostgreSQL in a schema of its own when DATABASE_URL is set
 * (CI runs the API suite a second time that way), else an in-memory SQLite. `open.plugins` see every statement.
 */
export async function openTestDatabase(open: OpenOptions = {}): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = openSqlite(':memory:', open);
    await migrateToLatest(handle);
    return handle;
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(url, { poolSize: 1 });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  await admin.destroy();
  // a busy CI machine may be slow to hand out a connection: tests wait longer than production's 1.5 s
  const handle = openPostgres(url, { ...open, schema, connectTimeoutMs: 10_000 });
  await migrateToLatest(handle);
  return {
    ...handle,
    async destroy() {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(handle.db);
      await handle.destroy();
    },
  };
}
