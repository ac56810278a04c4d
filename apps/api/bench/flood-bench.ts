/**
 * Is a shopper still served while one address floods the store with the heaviest requests its limits accept?
 *   tsx bench/flood-bench.ts [--items 100000] [--db sqlite,postgres] [--seconds 30] [--shoppers 20] [--flooders 10]
 *                            [--flood-addresses 1]
 * For each database: a fresh one (bench/setup.ts) with the demo seed plus `--items` generated items, then the
 * product's server (src/server.ts, production settings) as a process of its own, pinned to core 0 when taskset
 * is there. From this process:
 * 1. the heaviest requests the limits accept are found by asking (from an address of their own): as many aliased
 *    `items(first: 24)` listing pages as one request may hold, and as many broad searches;
 * 2. after a 10 s warm-up that is not counted, `--shoppers` shoppers alone, each from an address of its own: the
 *    storefront's own listing page, item page and /health in turn, 300-900 ms apart;
 * 3. the same shoppers while `--flooders` connections from `--flood-addresses` addresses (127.0.2.x) loop those heavy
 *    requests back to back (half each), every request with other pages and terms so no kept answer serves it.
 * Prints the shoppers' p50/p99 per kind in both phases, their ratio, and what the flooders got back. Not part of
 * `npm test`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemo } from '../src/db/seed/demo.js';
import { seedLargeCatalog } from '../src/db/seed/large.js';
import { percentile, textTable } from './load.js';
import { createTarget, hasTaskset, pin, sampleItemIds, token, webDocs, type DbKind, type Target } from './setup.js';

const api = path.resolve(import.meta.dirname, '..');
const CARD = 'id name price promotionalPrice images attrs stockQuantity';
const WARM_UP_MS = 10_000;
const BROAD_TERMS = ['racao', 'cachorro', 'gato', 'petisco', 'brinquedo', 'areia', 'coleira', 'shampoo'];

type Answer = { status: number; bytes: number; ms: number };

function request(
  port: number,
  localAddress: string,
  method: 'GET' | 'POST',
  url: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method,
        path: url,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - started }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const page = () => 1 + Math.floor(Math.random() * 400);
const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;

/** `count` aliased listing pages of 24, each at another page, so no kept answer serves the request. */
const listings = (count: number) =>
  JSON.stringify({
    query: `{ ${Array.from({ length: count }, (_, i) => `a${i}: items(first: 24, page: ${page()}) { data { ${CARD} } paginatorInfo { lastPage } }`).join(' ')} }`,
  });
/** `count` aliased broad searches of 24, each for another term and page. */
const searches = (count: number) =>
  JSON.stringify({
    query: `{ ${Array.from({ length: count }, (_, i) => `s${i}: items(first: 24, page: ${1 + Math.floor(Math.random() * 20)}, q: "${pick(BROAD_TERMS)}") { data { ${CARD} } }`).join(' ')} }`,
  });

/** The largest `count` (1..max) whose request the server runs (200), asked from an address of the probe's own. */
async function heaviest(port: number, make: (count: number) => string, max: number, probe: string): Promise<number> {
  let low = 0;
  let high = max;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    const { status } = await request(port, probe, 'POST', '/graphql', make(mid));
    // the probe's own budget ran short: wait for it, then ask again
    if (status === 429) await new Promise((r) => setTimeout(r, 6000));
    else if (status === 200) low = mid;
    else high = mid - 1;
  }
  return low;
}

type Shopper = { listing: number[]; item: number[]; health: number[]; failed: number };

/**
 * Shoppers, each from an address of its own (127.0.1.x): the storefront's listing page, an item page and /health in
 * turn, 300-900 ms apart as a person reads, until `until`.
 */
async function shop(
  port: number,
  until: number,
  docs: { items: string; item: string },
  itemIds: string[],
  headers: Record<string, string>,
  shoppers: number,
): Promise<Shopper> {
  const out: Shopper = { listing: [], item: [], health: [], failed: 0 };
  await Promise.all(
    Array.from({ length: shoppers }, async (_, s) => {
      const address = `127.0.1.${s + 1}`;
      for (let i = s; performance.now() < until; i++) {
        const kind = (['listing', 'item', 'health'] as const)[i % 3]!;
        const answer =
          kind === 'listing'
            ? await request(
                port,
                address,
                'POST',
                '/graphql',
                JSON.stringify({ query: docs.items, variables: { first: 24, page: 1 + (i % 20) } }),
                headers,
              )
            : kind === 'item'
              ? await request(
                  port,
                  address,
                  'POST',
                  '/graphql',
                  JSON.stringify({ query: docs.item, variables: { id: pick(itemIds) } }),
                  headers,
                )
              : await request(port, address, 'GET', '/health');
        if (answer.status !== 200) out.failed += 1;
        out[kind].push(answer.ms);
        await new Promise((r) => setTimeout(r, 300 + Math.random() * 600));
      }
    }),
  );
  return out;
}

/** `count` connections sending `make()` back to back until `until`, connection c from address `first + c` (round); answers by status. */
async function flood(
  port: number,
  make: () => string,
  count: number,
  until: number,
  addresses: readonly string[],
  first: number,
) {
  const statuses = new Map<number, number>();
  await Promise.all(
    Array.from({ length: count }, async (_, c) => {
      while (performance.now() < until) {
        const answer = await request(
          port,
          addresses[(first + c) % addresses.length]!,
          'POST',
          '/graphql',
          make(),
        ).catch(() => ({ status: 0, bytes: 0, ms: 0 }));
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    }),
  );
  return Object.fromEntries(statuses) as Record<number, number>;
}

function startServer(target: Target, port: number, pinned: boolean): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: api,
    env: {
      ...process.env,
      ...target.env,
      NODE_ENV: 'production',
      SEED: 'none',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: path.join(target.dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('Store ready')) return;
      if (pinned) pin(child.pid!, 0);
      resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the server stopped (exit ${code})`)));
  });
}

const p = (values: number[], q: number) =>
  percentile(
    [...values].sort((a, b) => a - b),
    q,
  );
const f1 = (n: number) => n.toFixed(1);

async function benchOne(
  kind: DbKind,
  o: { items: number; seconds: number; flooders: number; floodAddresses: number; shoppers: number; pin: boolean },
): Promise<string> {
  const target = await createTarget(kind);
  let server: ChildProcess | undefined;
  try {
    const seeding = performance.now();
    await migrateToLatest(target.handle);
    await seedDemo(target.handle.db);
    const { storeId } = await seedLargeCatalog(target.handle.db, { items: o.items });
    await (kind === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(target.handle.db);
    const itemIds = await sampleItemIds(target.handle.db, storeId);
    console.log(`[${kind}] seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);
    const port = 3900 + Math.floor(Math.random() * 90);
    server = await startServer(target, port, o.pin);
    const docs = await webDocs();
    const headers = {
      authorization: `Bearer ${await token(`http://127.0.0.1:${port}`, { grant_type: 'client_credentials' })}`,
    };

    const lists = await heaviest(port, listings, 60, '127.0.0.3');
    const broad = await heaviest(port, searches, 10, '127.0.0.4');
    console.log(
      `[${kind}] heaviest accepted: ${lists} listing pages of 24 in one request; ${broad} broad searches in one request`,
    );

    // a fresh server and fresh connections: the first seconds compile code and fill caches, and are not counted
    await shop(port, performance.now() + WARM_UP_MS, docs, itemIds, headers, o.shoppers);
    const alone = await shop(port, performance.now() + o.seconds * 1000, docs, itemIds, headers, o.shoppers);
    const until = performance.now() + o.seconds * 1000;
    const half = Math.ceil(o.flooders / 2);
    const addresses = Array.from({ length: o.floodAddresses }, (_, i) => `127.0.2.${i + 1}`);
    const [flooded, listFlood, searchFlood] = await Promise.all([
      shop(port, until, docs, itemIds, headers, o.shoppers),
      flood(port, () => listings(lists), half, until, addresses, 0),
      flood(port, () => searches(Math.max(1, broad)), o.flooders - half, until, addresses, half),
    ]);
    const row = (name: keyof Omit<Shopper, 'failed'>) => [
      name,
      f1(p(alone[name], 50)),
      f1(p(alone[name], 99)),
      f1(p(flooded[name], 50)),
      f1(p(flooded[name], 99)),
      `${(p(flooded[name], 99) / p(alone[name], 99)).toFixed(2)}×`,
      `${alone[name].length} / ${flooded[name].length}`,
    ];
    const title =
      `Flood: ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, demo + ${o.items} items, ${o.seconds} s per phase, ${o.shoppers} shoppers (each its own address), ` +
      `${o.flooders} flooding connections from ${o.floodAddresses === 1 ? 'one address' : `${o.floodAddresses} addresses`}`;
    return [
      textTable(
        title,
        ['shopper', 'alone p50 ms', 'alone p99 ms', 'flood p50 ms', 'flood p99 ms', 'p99 ratio', 'requests'],
        [row('listing'), row('item'), row('health')],
      ),
      `shopper failures: alone ${alone.failed}, under flood ${flooded.failed}`,
      `flooders, ${lists} listing pages per request: answers by status ${JSON.stringify(listFlood)}`,
      `flooders, ${broad} broad searches per request: answers by status ${JSON.stringify(searchFlood)}`,
    ].join('\n');
  } finally {
    server?.kill('SIGTERM');
    if (server) await new Promise((r) => server!.once('exit', r));
    await target.drop();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      items: { type: 'string', default: '100000' },
      db: { type: 'string', default: 'sqlite,postgres' },
      seconds: { type: 'string', default: '30' },
      flooders: { type: 'string', default: '10' },
      'flood-addresses': { type: 'string', default: '1' },
      shoppers: { type: 'string', default: '20' },
      'no-pin': { type: 'boolean', default: false },
    },
  });
  const o = {
    items: Number(values.items),
    seconds: Number(values.seconds),
    flooders: Number(values.flooders),
    floodAddresses: Number(values['flood-addresses']),
    shoppers: Number(values.shoppers),
    pin: !values['no-pin'] && os.availableParallelism() >= 2 && hasTaskset(),
  };
  if (o.pin) pin(process.pid, 1);
  const out: string[] = [];
  for (const kind of values.db.split(',') as DbKind[]) out.push(await benchOne(kind, o));
  console.log(`\n${out.join('\n\n')}`);
}

main().catch((error: unknown) => {
  console.error(`flood-bench failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
