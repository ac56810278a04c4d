import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  CamelCasePlugin,
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
} from 'kysely';
import { StatementCache } from './statement-cache.js';
import type { Database } from './types.js';

export type DbKind = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export type DatabaseHandle = {
  db: Db;
  kind: DbKind;
  /** PostgreSQL: the schema every connection works in, when not the default */
  schema?: string;
  /** SQLite: the compiled statements kept by SQL text */
  statements?: StatementCache;
  /** Closes every connection; the handle is unusable afterwards. */
  destroy(): Promise<void>;
};

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

// COUNT(*) and SUM() come back from PostgreSQL as int8/numeric strings; every amount here fits a JS integer.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export function openSqlite(file: string): DatabaseHandle {
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
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: statements }),
    plugins: [new CamelCasePlugin()],
  });
  return { db, kind: 'sqlite', statements, destroy: () => db.destroy() };
}

export function openPostgres(connectionString: string, options: { poolSize?: number; schema?: string } = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
    // No statement outlives a request's deadline by much: a runaway query is cancelled by the server.
    statement_timeout: 15_000,
    // Tests give each file its own schema so files can run in parallel on one database.
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
  return { db, kind: 'postgres', ...(options.schema ? { schema: options.schema } : {}), destroy: () => db.destroy() };
}

/** PostgreSQL when a URL is given, else the embedded SQLite file under the data folder. */
export function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): DatabaseHandle {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openSqlite(path.join(options.dataDir, 'store.sqlite'));
}
