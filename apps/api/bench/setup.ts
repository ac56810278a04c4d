/** What the benchmarks share: a fresh database to measure on, the storefront's own documents, a token. */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import type { DatabaseHandle, Db } from '../src/db/database.js';
import { openPostgres } from '../src/db/postgres.js';
import { openSqlite } from '../src/db/sqlite.js';

const webSrc = path.resolve(import.meta.dirname, '../../web/src');
const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432';

export type DbKind = 'sqlite' | 'postgres';

// --- databases --------------------------------------------------------------------------------------------------

export type Target = {
  kind: DbKind;
  handle: DatabaseHandle;
  dataDir: string;
  env: Record<string, string>;
  drop(): Promise<void>;
};

/** SQLite: a temporary file; PostgreSQL: a temporary database on BENCH_DATABASE_URL (default the local server). */
export async function createTarget(kind: DbKind): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));
  if (kind === 'sqlite') {
    const handle = openSqlite(path.join(dataDir, 'store.sqlite'));
    return {
      kind,
      handle,
      dataDir,
      env: { DATA_DIR: dataDir },
      async drop() {
        await handle.destroy();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const base = process.env.BENCH_DATABASE_URL ?? DEFAULT_POSTGRES;
  const name = `store_bench_${randomBytes(5).toString('hex')}`;
  const admin = openPostgres(base, { poolSize: 1 });
  await sql`create database ${sql.id(name)}`.execute(admin.db);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.href, { poolSize: 2 });
  return {
    kind,
    handle,
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.href },
    async drop() {
      await handle.destroy();
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
      await admin.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// --- the storefront's own documents, so the bench asks what the shop asks ---------------------------------------

type Doc = { text: string };
export type WebDocs = {
  items: string;
  item: string;
  setCart: string;
  boot: { key: readonly unknown[]; query: string; variables: Record<string, unknown> }[];
};

export async function webDocs(): Promise<WebDocs> {
  const load = (file: string) =>
    import(pathToFileURL(path.join(webSrc, file)).href) as Promise<Record<string, unknown>>;
  const catalog = await load('features/catalog/catalog-queries.ts');
  const cart = await load('features/cart/cart-queries.ts');
  const boot = await load('app/boot-queries.ts');
  return {
    items: (catalog.ITEMS_QUERY as Doc).text,
    item: (catalog.ITEM_QUERY as Doc).text,
    setCart: (cart.SET_CART_ITEMS as Doc).text,
    boot: boot.BOOT_QUERIES as WebDocs['boot'],
  };
}

/** A token from the storefront's OAuth client: a visitor's (client_credentials) or a shopper's (password). */
export async function token(
  url: string,
  grant: { grant_type: 'client_credentials' } | { grant_type: 'password'; username: string; password: string },
): Promise<string> {
  const res = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: 'storefront', client_secret: 'storefront-secret', ...grant }),
  });
  if (res.status !== 200) throw new Error(`the ${grant.grant_type} token answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

// --- pinning the server and the load to cores of their own ------------------------------------------------------

export function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Every thread of a process (its libuv pool included) onto one core. */
export function pin(pid: number, core: number): void {
  execFileSync('taskset', ['-apc', String(core), String(pid)], { stdio: 'ignore' });
}

/** The ids of up to 2,000 live items of a store, in random order: what the item-page scenarios ask for. */
export async function sampleItemIds(db: Db, storeId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('items')
    .select('id')
    .where('storeId', '=', storeId)
    .where('deleted', '=', 0)
    .orderBy(sql`random()`)
    .limit(2000)
    .execute();
  return rows.map((r) => String(r.id));
}
