/**
 * Drives the real app over loopback HTTP on a large generated catalogue:
 *   tsx bench/api-bench.ts [--items 100000] [--requests 500] [--concurrency 10] [--max-seconds 20]
 * Always on a temporary SQLite file; also on PostgreSQL when BENCH_DATABASE_URL is set (in a fresh schema,
 * dropped afterwards). Prints one table per database. Not part of `npm test`.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openPostgres, openSqlite, type DatabaseHandle } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemo } from '../src/db/seed/demo.js';
import { seedLargeCatalog } from '../src/db/seed/large.js';
import { GRAPHQL_LIMITS } from '../src/graphql/limits.js';
import { runScenario, table, type LoadOptions, type Result, type Scenario } from './load.js';

const CARD = 'id name price promotionalPrice thumbnail attrs stockQuantity discountInfo { price label }';
const ITEMS = `query($q: String) { items(first: 20, page: 1, q: $q) { data { ${CARD} } paginatorInfo { total lastPage hasMorePages } } }`;
const ITEM = `query($id: ID!) { item(id: $id) { ${CARD} description images categories { id name } brand { name } variants { id attrs } } }`;

function options() {
  const { values } = parseArgs({
    options: {
      items: { type: 'string', default: '100000' },
      requests: { type: 'string', default: '500' },
      concurrency: { type: 'string', default: '10' },
      'max-seconds': { type: 'string', default: '20' },
    },
  });
  const int = (name: string, raw: string, min: number) => {
    const n = Number(raw);
    if (!Number.isSafeInteger(n) || n < min) throw new Error(`--${name} must be an integer of at least ${min}, got '${raw}'`);
    return n;
  };
  const load: LoadOptions = {
    requests: int('requests', values.requests, 1),
    concurrency: int('concurrency', values.concurrency, 1),
    maxSeconds: int('max-seconds', values['max-seconds'], 1),
    warmup: 30,
  };
  return { items: int('items', values.items, 0), load };
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function bench(label: string, handle: DatabaseHandle, items: number, load: LoadOptions): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-data-'));
  let started = performance.now();
  await migrateToLatest(handle);
  await seedDemo(handle.db);
  const { inserted, storeId } = await seedLargeCatalog(handle.db, { items });
  // Planner statistics (and PostgreSQL's visibility map), as a database that has been running a while has them.
  await (handle.kind === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(handle.db);
  console.log(`[${label}] migrated and seeded ${inserted} extra items in ${seconds(started)}`);

  const live = await handle.db.selectFrom('items').select((e) => e.fn.countAll<number>().as('n')).where('storeId', '=', storeId).where('deleted', '=', 0).executeTakeFirstOrThrow();
  const sample = await handle.db.selectFrom('items').select('id').where('storeId', '=', storeId).where('deleted', '=', 0).orderBy(sql`random()`).limit(2000).execute();
  const ids = sample.map((r) => String(r.id));
  const config = loadConfig({
    NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED: 'none', DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'), JWT_SECRET: randomBytes(32).toString('hex'),
  });
  const app = await buildApp({ config, database: handle });
  try {
    // 127.0.0.1 names no store, so requests fall back to the default store: the pet shop that got the items.
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the app is not listening on a TCP port');
    const url = `http://127.0.0.1:${address.port}/graphql`;
    const scenarios: Scenario[] = [
      { name: 'items page 1', request: () => ({ query: ITEMS }) },
      { name: 'search "racao"', request: () => ({ query: ITEMS, variables: { q: 'racao' } }) },
      { name: 'item(id) random', request: () => ({ query: ITEM, variables: { id: ids[Math.floor(Math.random() * ids.length)] } }) },
    ];
    const results: Result[] = [];
    started = performance.now();
    for (const scenario of scenarios) results.push(await runScenario(url, scenario, load));
    console.log(`[${label}] ran ${scenarios.length} scenarios in ${seconds(started)}`);
    return table(`${label}: ${Number(live.n)} items in the store, concurrency ${load.concurrency}`, results);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onSqlite(items: number, load: LoadOptions): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-sqlite-'));
  const handle = openSqlite(path.join(dir, 'bench.sqlite'));
  try {
    return await bench('SQLite', handle, items, load);
  } finally {
    await handle.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(url: string, items: number, load: LoadOptions): Promise<string> {
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const admin = openPostgres(url, { poolSize: 1 });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  const handle = openPostgres(url, { schema });
  try {
    return await bench('PostgreSQL', handle, items, load);
  } finally {
    await handle.destroy();
    await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
    await admin.destroy();
  }
}

async function main(): Promise<void> {
  const { items, load } = options();
  // This measures what a search costs the store; every request comes from one address, so the per-client
  // search budget (see bench/flood-bench.ts for it at work) is lifted here.
  GRAPHQL_LIMITS.clientExpensive = { limit: Number.MAX_SAFE_INTEGER, windowSeconds: 60 };
  const started = performance.now();
  const tables = [await onSqlite(items, load)];
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) tables.push(await onPostgres(pgUrl, items, load));
  else console.log('BENCH_DATABASE_URL is not set: PostgreSQL skipped.');
  console.log(`\n${tables.join('\n\n')}\n\nTotal ${seconds(started)}.`);
}

main().catch((error: unknown) => {
  console.error(`api-bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
