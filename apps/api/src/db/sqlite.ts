/** The SQLite opener: one file in WAL mode, writes that lock at BEGIN, statements compiled once per SQL text. */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CamelCasePlugin,
  CompiledQuery,
  Kysely,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
} from 'kysely';
import type { DatabaseHandle, OpenOptions } from './database.js';
import { StatementCache } from './statement-cache.js';
import { OTHER_PROCESS_CHANGES_SEEN_MS, versions, Writes } from './table-versions.js';
import type { Database } from './types.js';

/**
 * Writes on SQLite take the write lock at BEGIN, so two transactions that both read then write
 * cannot deadlock into SQLITE_BUSY half-way through (the classic deferred-transaction upgrade failure).
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];
  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

export function openSqlite(file: string, options: OpenOptions = {}): DatabaseHandle {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // 64 MB of page cache (the default is 2 MB): a large catalogue's search index stays in memory
  sqlite.pragma('cache_size = -65536');
  // Statements are compiled once per SQL text and reused (see statement-cache.ts).
  const statements = new StatementCache(sqlite);
  const writes = new Writes();
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: statements }),
    plugins: [...(options.plugins ?? []), writes, new CamelCasePlugin()],
  });
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  let version = 0;
  let readAt = -Infinity;
  const otherProcesses = () => {
    const now = Date.now();
    if (now - readAt >= OTHER_PROCESS_CHANGES_SEEN_MS.sqlite || now < readAt) {
      version = dataVersion.get() as number;
      readAt = now;
    }
    return version;
  };
  versions.set(db, {
    storeTables: { stamp: () => `${writes.store}:${otherProcesses()}`, maxAgeMs: Infinity },
    anyTable: { stamp: () => `${writes.any}:${otherProcesses()}`, maxAgeMs: Infinity },
  });
  const ping = sqlite.prepare('select 1');
  return { db, kind: 'sqlite', statements, ping: async () => void ping.get(), destroy: () => db.destroy() };
}
