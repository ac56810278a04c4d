import { createHash } from 'node:crypto';
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
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { StatementCache } from './statement-cache.js';
import type { Database } from './types.js';
import { asUnavailable } from './unavailable.js';

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

/** Tables the app keeps in memory between requests: the store of each host, its addresses and details. */
const STORE_TABLES = new Set(['stores', 'store_urls', 'store_details', 'storeUrls', 'storeDetails']);

function tableOf(node: OperationNode | undefined): string | undefined {
  if (node?.kind === 'AliasNode') return tableOf((node as { node: OperationNode } & OperationNode).node);
  return node?.kind === 'TableNode'
    ? (node as { table: { identifier: { name: string } } } & OperationNode).table.identifier.name
    : undefined;
}

/** The table an insert, update or delete writes to (undefined for anything else). */
function writtenTable(node: RootOperationNode): string | undefined {
  if (node.kind === 'InsertQueryNode') return tableOf(node.into);
  if (node.kind === 'UpdateQueryNode') return tableOf(node.table);
  if (node.kind === 'DeleteQueryNode') return tableOf(node.from.froms[0]);
  return undefined;
}

/** A raw statement that only reads (see Writes). */
const RAW_READ = /^\s*(select|with|explain)\b/i;

/**
 * Counts the writes this process makes through the query builder, all of them and those to the store tables, so the
 * caches know at once when this process changed what they keep. Every write counts twice, when it is compiled and
 * when it has run, so a reader that saw the first count but read before the write landed is still outdated by the
 * second. A raw statement (`sql\`...\`.execute(db)`) that does not start with `select`, `with` or `explain` counts
 * as a write to some table, not to the store tables.
 */
class Writes implements KyselyPlugin {
  any = 0;
  store = 0;
  readonly #pending = new WeakMap<PluginTransformQueryArgs['queryId'], boolean>();
  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const table = writtenTable(node);
    const write = table !== undefined || (node.kind === 'RawNode' && !RAW_READ.test(node.sqlFragments[0] ?? ''));
    if (!write) return node;
    const store = table !== undefined && STORE_TABLES.has(table);
    this.#count(store);
    this.#pending.set(queryId, store);
    return node;
  }
  transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const store = this.#pending.get(queryId);
    if (store !== undefined) this.#count(store);
    return Promise.resolve(result);
  }
  #count(store: boolean): void {
    this.any++;
    if (store) this.store++;
  }
}

/**
 * When some tables last changed, as far as this process can tell cheaply: `stamp()` differs from an earlier answer
 * once they may have changed; an entry is also too old after `maxAgeMs` (changes this process cannot see).
 */
export type TablesVersion = { stamp(): string; maxAgeMs: number };

type Versions = { storeTables: TablesVersion; anyTable: TablesVersion };
const versions = new WeakMap<object, Versions>();

/**
 * How long a change another process makes (the admin command line, another instance) may go unseen; this process's
 * own writes through the query builder are seen at once.
 * - SQLite: `PRAGMA data_version` changes whenever another connection commits; reading it costs about as much as
 *   a small query (a read of the WAL index), so it is read at most every 250 ms.
 * - PostgreSQL: nothing short of a query per request would tell, so a kept entry is at most 5 s old.
 */
export const OTHER_PROCESS_CHANGES_SEEN_MS = { sqlite: 250, postgres: 5000 } as const;

/** The version of the store tables of a database opened here (undefined for a transaction or another handle: no cache then). */
export function storeTablesVersion(db: Db): TablesVersion | undefined {
  return versions.get(db)?.storeTables;
}

/** The version of every table of a database opened here (undefined for a transaction or another handle). */
export function anyTableVersion(db: Db): TablesVersion | undefined {
  return versions.get(db)?.anyTable;
}

/** Plugins a database is opened with, before the app's own (the bench's statement counter). */
export type OpenOptions = { plugins?: KyselyPlugin[] };

// COUNT(*) and SUM() come back from PostgreSQL as int8/numeric strings; every amount here fits a JS integer.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

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

/** Named statements one PostgreSQL connection keeps at most; further query texts run unnamed. */
const NAMED_PER_CONNECTION = 300;

type PgClient = { query: pg.PoolClient['query']; release: pg.PoolClient['release'] };

/** Told of a connection the database dropped or refused (logged by the app; the pool replaces the connection). */
export type ConnectionErrorListener = (error: Error) => void;

const rethrow = (error: unknown): never => {
  throw asUnavailable(error);
};

/**
 * A pool whose connections run each parameterised query as a named prepared statement (pg's `name`), so PostgreSQL
 * parses and plans a query text once per connection rather than on every call: measured on this machine, a lookup by
 * key with a join took 1.6 ms unnamed and 0.3–0.6 ms named, one at a time. Bounded per connection (the server keeps
 * each until the connection closes); a text without parameters (a migration's several statements) runs as before.
 * The name is a hash of the text, so the same text always has the same name.
 *
 * It also keeps the process alive when the database goes away: a connection that ends, idle in the pool or held
 * between two queries of a transaction, emits `'error'`, which would end Node if nobody listened; here it is told
 * to `onError` and the pool drops that connection. A query or a checkout that fails for lack of a database throws
 * DatabaseUnavailable (503), so every caller answers the same way and the next request tries a fresh connection.
 */
class NamingPool {
  readonly #pool: pg.Pool;
  readonly #clients = new WeakMap<pg.PoolClient, PgClient>();
  readonly #onError: () => ConnectionErrorListener;
  constructor(pool: pg.Pool, onError: () => ConnectionErrorListener) {
    this.#pool = pool;
    this.#onError = onError;
    pool.on('error', (error) => this.#onError()(error));
  }
  async connect(): Promise<PgClient> {
    const client = await this.#pool.connect().catch(rethrow);
    let named = this.#clients.get(client);
    if (!named) {
      // pg-pool listens only while a connection is idle; this one also hears it while a transaction holds it
      client.on('error', (error) => this.#onError()(error));
      const names = new Set<string>();
      const run = (text: unknown, values?: unknown[]) => {
        if (typeof text !== 'string' || !values?.length) return client.query(text as string, values);
        const name = `k${createHash('sha1').update(text).digest('base64url')}`;
        if (!names.has(name)) {
          if (names.size >= NAMED_PER_CONNECTION) return client.query(text, values);
          names.add(name);
        }
        return client.query({ name, text, values });
      };
      const query = ((text: unknown, values?: unknown[]) => run(text, values).catch(rethrow)) as pg.PoolClient['query'];
      named = { query, release: (error?: Error | boolean) => client.release(error) };
      this.#clients.set(client, named);
    }
    return named;
  }
  end(): Promise<void> {
    return this.#pool.end();
  }
}

/**
 * How long a request waits for a connection (a new one, or a free one from a busy pool) before it answers 503:
 * short enough that while the database is down every request answers within 2 s.
 */
export const CONNECT_TIMEOUT_MS = 1500;

export function openPostgres(
  connectionString: string,
  options: OpenOptions & { poolSize?: number; schema?: string; connectTimeoutMs?: number } = {},
): DatabaseHandle {
  const settings = {
    connectionString,
    connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    // a database that vanished without closing the connection (a cable, a VM) is noticed, not waited on forever
    keepAlive: true,
    // No statement outlives a request's deadline by much: a runaway query is cancelled by the server.
    statement_timeout: 15_000,
    // Tests give each file its own schema so files can run in parallel on one database.
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  };
  const pool = new pg.Pool({ ...settings, max: options.poolSize ?? 10 });
  // /health's own connection, opened when first asked for and closed when idle
  const health = new pg.Pool({ ...settings, max: 1, idleTimeoutMillis: 60_000 });
  const writes = new Writes();
  let listener: ConnectionErrorListener = () => undefined;
  health.on('error', (error) => listener(error));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new NamingPool(pool, () => listener) }),
    plugins: [...(options.plugins ?? []), writes, new CamelCasePlugin()],
  });
  const maxAgeMs = OTHER_PROCESS_CHANGES_SEEN_MS.postgres;
  versions.set(db, {
    storeTables: { stamp: () => String(writes.store), maxAgeMs },
    anyTable: { stamp: () => String(writes.any), maxAgeMs },
  });
  return {
    db,
    kind: 'postgres',
    ...(options.schema ? { schema: options.schema } : {}),
    ping: async () => {
      await health.query('select 1').catch(rethrow);
    },
    onConnectionError: (next) => {
      listener = next;
    },
    destroy: async () => {
      await Promise.all([db.destroy(), health.end()]);
    },
  };
}

/** PostgreSQL when a URL is given, else the embedded SQLite file under the data folder. */
export function openDatabase(
  options: { databaseUrl?: string | undefined; dataDir: string },
  open: OpenOptions = {},
): DatabaseHandle {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, open)
    : openSqlite(path.join(options.dataDir, 'store.sqlite'), open);
}
