import type SQLite from 'better-sqlite3';
import { LRUCache } from 'lru-cache';

/** What Kysely's SQLite driver needs of a database: `prepare` and `close`. */
export type PreparingDatabase = {
  prepare(sql: string): SQLite.Statement;
  close(): void;
};

/**
 * better-sqlite3 statements kept by SQL text, so a query the app runs again is not compiled again (Kysely's driver
 * calls `prepare` for every query; compiling costs 20–150 µs, about as much as running a lookup by key).
 *
 * - Bounded: the least recently used statement is dropped past `capacity` (texts with inlined values or lists of
 *   varying length make new texts; they come and go).
 * - A statement is never used twice at once: while one is busy (a stream is iterating it), a request for the same
 *   text gets a fresh statement, not kept.
 * - Schema changes need no clearing: SQLite compiles a statement again by itself when the schema it was compiled
 *   against has changed (a migration adding a column is seen by a cached `select *`).
 */
export class StatementCache implements PreparingDatabase {
  readonly #db: SQLite.Database;
  readonly #statements: LRUCache<string, SQLite.Statement>;
  /** statements compiled, and requests answered from the cache: for tests and measurements */
  readonly stats = { prepared: 0, reused: 0 };

  constructor(db: SQLite.Database, capacity = 500) {
    this.#db = db;
    this.#statements = new LRUCache({ max: capacity });
  }

  prepare(sql: string): SQLite.Statement {
    const cached = this.#statements.peek(sql);
    if (cached) {
      if (cached.busy) {
        this.stats.prepared++;
        return this.#db.prepare(sql);
      }
      this.#statements.get(sql); // now the most recently used
      this.stats.reused++;
      return cached;
    }
    const statement = this.#db.prepare(sql);
    this.stats.prepared++;
    this.#statements.set(sql, statement);
    return statement;
  }

  get size(): number {
    return this.#statements.size;
  }

  /** Forgets every statement (they are finalized when collected). */
  clear(): void {
    this.#statements.clear();
  }

  close(): void {
    this.#statements.clear();
    this.#db.close();
  }
}
