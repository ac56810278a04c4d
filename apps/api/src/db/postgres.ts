/** The PostgreSQL opener: a pool of named prepared statements, and a connection of its own for /health. */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import type { ConnectionErrorListener, DatabaseHandle, OpenOptions } from './database.js';
import { OTHER_PROCESS_CHANGES_SEEN_MS, versions, Writes } from './table-versions.js';
import type { Database } from './types.js';
import { asUnavailable } from './unavailable.js';

// COUNT(*) and SUM() come back from PostgreSQL as int8/numeric strings; every amount here fits a JS integer.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** Named statements one PostgreSQL connection keeps at most; further query texts run unnamed. */
const NAMED_PER_CONNECTION = 300;

type PgClient = { query: pg.PoolClient['query']; release: pg.PoolClient['release'] };

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
