import { sql } from 'kysely';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database.js';
import { openSqlite } from './sqlite.js';
import { StatementCache } from './statement-cache.js';

// SQLite only: PostgreSQL has no statements of ours to keep (pg sends every query unnamed).
describe('statement cache (SQLite)', () => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.destroy();
    handle = undefined;
  });

  async function openWithTable() {
    handle = openSqlite(':memory:');
    await sql`create table notes (id integer primary key, body text not null)`.execute(handle.db);
    await sql`insert into notes (body) values ('a'), ('b'), ('c')`.execute(handle.db);
    return { db: handle.db, statements: handle.statements! };
  }

  it('compiles a query once and reuses it for the same text, with each call’s own parameters', async () => {
    const { db, statements } = await openWithTable();
    const byId = (id: number) => sql<{ body: string }>`select body from notes where id = ${id}`.execute(db);
    const before = { ...statements.stats };
    expect((await byId(1)).rows).toEqual([{ body: 'a' }]);
    expect((await byId(2)).rows).toEqual([{ body: 'b' }]);
    expect((await byId(3)).rows).toEqual([{ body: 'c' }]);
    expect(statements.stats.prepared - before.prepared).toBe(1);
    expect(statements.stats.reused - before.reused).toBe(2);
  });

  it('answers right after a schema change without being cleared (a migration after queries ran)', async () => {
    const { db } = await openWithTable();
    const all = () => sql<Record<string, unknown>>`select * from notes where id = ${1}`.execute(db);
    expect((await all()).rows).toEqual([{ id: 1, body: 'a' }]);
    await sql`alter table notes add column tag text not null default 'x'`.execute(db);
    expect((await all()).rows).toEqual([{ id: 1, body: 'a', tag: 'x' }]);
  });

  it('runs the same query while a stream of it is still open, on a statement of its own', async () => {
    const { db } = await openWithTable();
    const query = db
      .selectFrom('notes' as never)
      .select(sql<string>`body`.as('body'))
      .orderBy(sql`id`);
    const seen: string[] = [];
    for await (const row of query.stream()) {
      seen.push(row.body);
      // the stream holds the single connection, so the inner query is a raw statement on the same database
      const inner = (handle!.statements! as StatementCache).prepare(query.compile().sql).all() as { body: string }[];
      expect(inner.map((r) => r.body)).toEqual(['a', 'b', 'c']);
    }
    expect(seen).toEqual(['a', 'b', 'c']);
  });

  it('keeps at most its capacity, dropping the least recently used', () => {
    const raw = new SQLite(':memory:');
    const cache = new StatementCache(raw, 2);
    const one = cache.prepare('select 1');
    cache.prepare('select 2');
    expect(cache.prepare('select 1')).toBe(one);
    cache.prepare('select 3');
    expect(cache.size).toBe(2);
    expect(cache.prepare('select 1')).toBe(one);
    expect(cache.stats.prepared).toBe(3);
    cache.prepare('select 2');
    expect(cache.stats.prepared).toBe(4);
    cache.close();
  });
});
