/** A database handle, SQLite or PostgreSQL, its shared types, and the choice of which one to open. */
import path from 'node:path';
import type { Kysely, KyselyPlugin } from 'kysely';
import { openPostgres } from './postgres.js';
import { openSqlite } from './sqlite.js';
import type { StatementCache } from './statement-cache.js';
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
  /**
   * Resolves when the database answers a trivial query, rejects otherwise. PostgreSQL: on a connection of its own,
   * so a pool busy with slow requests does not make the database look down.
   */
  ping(): Promise<void>;
  /** PostgreSQL: who hears of a connection the database dropped (the process keeps running either way). */
  onConnectionError?(listener: ConnectionErrorListener): void;
  /** Closes every connection; the handle is unusable afterwards. */
  destroy(): Promise<void>;
};

/** Told of a connection the database dropped or refused (logged by the app; the pool replaces the connection). */
export type ConnectionErrorListener = (error: Error) => void;

/** Plugins a database is opened with, before the app's own (the bench's statement counter). */
export type OpenOptions = { plugins?: KyselyPlugin[] };

/** PostgreSQL when a URL is given, else the embedded SQLite file under the data folder. */
export function openDatabase(
  options: { databaseUrl?: string | undefined; dataDir: string },
  open: OpenOptions = {},
): DatabaseHandle {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, open)
    : openSqlite(path.join(options.dataDir, 'store.sqlite'), open);
}
