/**
 * The API under load, as a shopper's browser meets it, on a large generated catalogue:
 *   tsx bench/api-bench.ts [--items 10000,100000] [--db sqlite,postgres] [--seconds 10] [--warmup 3] [--rounds 1]
 *                          [--connections 10] [--scenarios items,search] [--json results.json] [--no-pin]
 *                          [--cpu-prof dir] [--answer-cache off]
 * For each database and catalogue size: a fresh database (SQLite: a temporary file; PostgreSQL: a temporary database
 * on BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432), migrated, the demo seed plus `--items`
 * generated items (categories, brands, variants, price lists), planner statistics gathered; then the store runs as a
 * separate process (bench/server.ts) and this process drives it with autocannon: `--connections` keep-alive
 * connections, `--warmup` seconds unmeasured, then `--rounds` measured runs of `--seconds` (figures are the median
 * of the rounds). With taskset and two cores or more, the server is pinned to core 0 and this process to core 1.
 * Prints one table per database and size: requests/s, p50/p99/p99.9/max latency, errors, SQL statements per
 * request (counted in the server) and the server's peak RSS during the scenario (VmHWM, reset between scenarios).
 * createOrder buys from a pool of items with plenty of stock and, one order in ten, an item with little stock:
 * after the run it checks that no more units were sold than it had and the stock never went below 0.
 * `--json` writes every figure with the machine it ran on (bench/render-doc.ts turns it into docs/performance.md).
 * Not part of `npm test`.
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import type { Db } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemo } from '../src/db/seed/demo.js';
import { seedLargeCatalog } from '../src/db/seed/large.js';
import { hashPassword } from '../src/lib/password.js';
import { drive, median, textTable, type Run, type Scenario } from './load.js';
import { createTarget, hasTaskset, pin, sampleItemIds, token, webDocs, type DbKind, type WebDocs } from './setup.js';
import type { DriverMessage, ServerMessage } from './server.js';

const api = path.resolve(import.meta.dirname, '..');
const SHOPPER_PASSWORD = 'Bench-Senha-123';
/** Items createOrder and the cart buy from, each given plenty of stock; plus one item with little. */
const POOL_SIZE = 50;
const LIMITED_STOCK = 200;
const LIMITED_SHARE = 0.1;
const SEARCH_TERMS = ['racao', 'coleira', 'areia gato', 'brinquedo', 'shampoo', 'petisco'];
const POSTAL_CODES = ['01310-100', '06013-000', '20040-002', '04538-133'];

type Options = {
  sizes: number[];
  dbs: DbKind[];
  seconds: number;
  warmup: number;
  rounds: number;
  connections: number;
  scenarios?: string[];
  json?: string;
  pin: boolean;
  cpuProf?: string;
  answerCache: boolean;
};

export type ScenarioFigures = Omit<Run, 'seconds'> & {
  scenario: string;
  statementsPerRequest: number;
  peakRssMb: number;
  rounds: number;
};
export type OversellCheck = {
  initialStock: number;
  finalStock: number;
  unitsSold: number;
  orders: number;
  soldOut: number;
  oversold: boolean;
};
export type BenchResult = {
  database: DbKind;
  generatedItems: number;
  liveItems: number;
  seedSeconds: number;
  /** false: every answer computed (`--answer-cache off`); absent in runs from before the option */
  answerCache?: boolean;
  scenarios: ScenarioFigures[];
  oversell?: OversellCheck;
};
export type BenchReport = {
  machine: {
    cpu: string;
    cores: number;
    memoryGb: number;
    node: string;
    os: string;
    date: string;
    commit: string;
    pinned: boolean;
  };
  command: string;
  options: { seconds: number; warmup: number; rounds: number; connections: number; searchTerms: string[] };
  results: BenchResult[];
};

function options(): Options {
  const { values } = parseArgs({
    options: {
      items: { type: 'string', default: '10000,100000' },
      db: { type: 'string', default: 'sqlite,postgres' },
      seconds: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '3' },
      rounds: { type: 'string', default: '1' },
      connections: { type: 'string', default: '10' },
      scenarios: { type: 'string' },
      json: { type: 'string' },
      'no-pin': { type: 'boolean', default: false },
      'cpu-prof': { type: 'string' },
      'answer-cache': { type: 'string', default: 'on' },
    },
  });
  const int = (name: string, raw: string, min: number) => {
    const n = Number(raw);
    if (!Number.isSafeInteger(n) || n < min)
      throw new Error(`--${name} must be an integer of at least ${min}, got '${raw}'`);
    return n;
  };
  const dbs = values.db.split(',').map((d) => d.trim());
  for (const d of dbs)
    if (d !== 'sqlite' && d !== 'postgres')
      throw new Error(`--db takes sqlite, postgres or both (comma-separated), got '${d}'`);
  return {
    sizes: values.items.split(',').map((s) => int('items', s.trim(), 0)),
    dbs: dbs as DbKind[],
    seconds: int('seconds', values.seconds, 1),
    warmup: int('warmup', values.warmup, 0),
    rounds: int('rounds', values.rounds, 1),
    connections: int('connections', values.connections, 1),
    scenarios: values.scenarios?.split(',').map((s) => s.trim()),
    json: values.json,
    pin: !values['no-pin'] && os.availableParallelism() >= 2 && hasTaskset(),
    cpuProf: values['cpu-prof'] && path.resolve(values['cpu-prof']),
    answerCache: values['answer-cache'] !== 'off',
  };
}

const seconds = (since: number) => (performance.now() - since) / 1000;

function machine(pinned: boolean): BenchReport['machine'] {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: api, encoding: 'utf8' }).trim();
    // uncommitted changes to tracked files: the figures are not quite that commit's
    if (execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: api, encoding: 'utf8' }).trim())
      commit += ' (with uncommitted changes)';
  } catch {
    // not a git checkout
  }
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    date: new Date().toISOString(),
    commit,
    pinned,
  };
}

const CREATE_ORDER =
  'mutation CreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id status total } }';
const CALC_FREIGHT = `query CalcFreight($postalCode: String!, $price: Int) {
  calcFreight(postalCode: $postalCode, price: $price) { price freeShippingPrice minimalPurchase discount type shippingId extra reason }
}`;

type Fixture = {
  storeId: number;
  liveItems: number;
  itemIds: string[];
  topCategories: string[];
  shoppers: { email: string; token?: string }[];
  pool: number[];
  limited: number;
  pickup: number;
  cash: number;
};

/** What the scenarios pick from: item ids, categories, shoppers, and the items orders buy (their stock set here). */
async function prepare(db: Db, storeId: number, shoppers: number): Promise<Fixture> {
  const live = await db
    .selectFrom('items')
    .select((e) => e.fn.countAll<number>().as('n'))
    .where('storeId', '=', storeId)
    .where('deleted', '=', 0)
    .executeTakeFirstOrThrow();
  const itemIds = await sampleItemIds(db, storeId);
  const top = await db
    .selectFrom('categories')
    .select('id')
    .where('storeId', '=', storeId)
    .where('parentId', 'is', null)
    .where('status', '=', 1)
    .execute();
  // plain items in stock (no variants to choose), on no promotion the run could end
  const buyable = await db
    .selectFrom('items as i')
    .select('i.id')
    .where('i.storeId', '=', storeId)
    .where('i.deleted', '=', 0)
    .where('i.stockQuantity', '>', 0)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('itemVariants as v').select('v.id').whereRef('v.itemId', '=', 'i.id'))),
    )
    .orderBy(sql`random()`)
    .limit(POOL_SIZE + 1)
    .execute();
  if (buyable.length < POOL_SIZE + 1) throw new Error('not enough plain items in stock to buy from');
  const pool = buyable.slice(0, POOL_SIZE).map((r) => r.id);
  const limited = buyable[POOL_SIZE]!.id;
  await db.updateTable('items').set({ stockQuantity: 1_000_000 }).where('id', 'in', pool).execute();
  await db.updateTable('items').set({ stockQuantity: LIMITED_STOCK }).where('id', '=', limited).execute();

  const option = await db
    .selectFrom('shippingOptions')
    .select('id')
    .where('storeId', '=', storeId)
    .where('type', '=', 'pickup')
    .executeTakeFirstOrThrow();
  const method = await db
    .selectFrom('paymentMethods')
    .select('id')
    .where('storeId', '=', storeId)
    .where('type', '=', 'simple')
    .executeTakeFirstOrThrow();
  // shoppers like the demo's customer, each signed in once before the run (sign-in is throttled per address)
  const model = await db
    .selectFrom('users')
    .selectAll()
    .where('storeId', '=', storeId)
    .where('role', '=', 'customer')
    .where('email', 'like', 'cliente@%')
    .executeTakeFirstOrThrow();
  const passwordHash = await hashPassword(SHOPPER_PASSWORD);
  const { id: _id, ...row } = model;
  const emails = Array.from({ length: shoppers }, (_, i) => `comprador${i + 1}.bench@petshop.demo`);
  await db
    .insertInto('users')
    .values(emails.map((email, i) => ({ ...row, email, name: `Comprador ${i + 1}`, passwordHash })))
    .execute();
  return {
    storeId,
    liveItems: Number(live.n),
    itemIds,
    topCategories: top.map((r) => String(r.id)),
    shoppers: emails.map((email) => ({ email })),
    pool,
    limited,
    pickup: option.id,
    cash: method.id,
  };
}

async function oversellCheck(db: Db, itemId: number, soldOut: number): Promise<OversellCheck> {
  const item = await db.selectFrom('items').select('stockQuantity').where('id', '=', itemId).executeTakeFirstOrThrow();
  const sold = await db
    .selectFrom('orderItems')
    .select((e) => [
      e.fn.coalesce(e.fn.sum<number>('quantity'), sql<number>`0`).as('units'),
      e.fn.countAll<number>().as('orders'),
    ])
    .where('itemId', '=', itemId)
    .executeTakeFirstOrThrow();
  const unitsSold = Number(sold.units);
  const finalStock = Number(item.stockQuantity);
  return {
    initialStock: LIMITED_STOCK,
    finalStock,
    unitsSold,
    orders: Number(sold.orders),
    soldOut,
    oversold: unitsSold > LIMITED_STOCK || finalStock < 0 || finalStock !== LIMITED_STOCK - unitsSold,
  };
}

// --- the server process -------------------------------------------------------------------------------------------

type Server = {
  child: ChildProcess;
  url: string;
  stats(): Promise<{ statements: number; requests: number }>;
  stop(): Promise<void>;
};

/** With `cpuProf`, the server writes a V8 CPU profile of its whole run there (open it in Chrome's DevTools). */
function startServer(env: Record<string, string>, pinned: boolean, cpuProf?: string): Promise<Server> {
  const child = fork(path.join(import.meta.dirname, 'server.ts'), [], {
    cwd: api,
    execArgv: ['--import', 'tsx', ...(cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${cpuProf}`] : [])],
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED: 'none',
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_DIST: path.join(env.DATA_DIR!, 'no-web'),
      JWT_SECRET: randomBytes(32).toString('hex'),
      REDIS_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const failed = (code: number | null) => reject(new Error(`the bench server stopped (exit ${code})`));
    child.once('exit', failed);
    child.once('message', (message: ServerMessage) => {
      if (message.type !== 'ready') return reject(new Error(`unexpected first message ${JSON.stringify(message)}`));
      child.off('exit', failed);
      if (pinned) pin(child.pid!, 0);
      resolve({
        child,
        url: `http://127.0.0.1:${message.port}`,
        stats: () =>
          new Promise((done) => {
            child.once('message', (m: ServerMessage) => {
              if (m.type === 'stats') done({ statements: m.statements, requests: m.requests });
            });
            child.send({ type: 'stats' } satisfies DriverMessage);
          }),
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

const status = (pid: number) => fs.readFileSync(`/proc/${pid}/status`, 'utf8');
/** The process's peak resident memory in MB (VmHWM). */
const peakRssMb = (pid: number) => Number(/VmHWM:\s+(\d+) kB/.exec(status(pid))?.[1] ?? Number.NaN) / 1024;
/** Resets VmHWM to the current RSS, so the next peak is the next scenario's. */
function resetPeak(pid: number): void {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // not Linux, or not allowed: the peak then spans every scenario so far
  }
}

async function post(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

/**
 * Waits until the server's statement count stops moving: autocannon ends a run by closing its connections, and the
 * requests they carried still finish in the server; their work must not spill into the next measurement.
 */
async function settle(server: Server): Promise<void> {
  let last = await server.stats();
  for (let i = 0; i < 50; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await server.stats();
    if (now.statements === last.statements && now.requests === last.requests) return;
    last = now;
  }
}

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;

// --- the scenarios ---------------------------------------------------------------------------------------------------

async function scenarios(url: string, docs: WebDocs, f: Fixture): Promise<Scenario[]> {
  let turn = 0;
  const shopper = () => ({ authorization: `Bearer ${f.shoppers[turn++ % f.shoppers.length]!.token}` });
  const order = (itemId: number, total: number) => ({
    query: CREATE_ORDER,
    variables: {
      input: {
        items: [{ item: String(itemId), quantity: 1 }],
        shippingOption: String(f.pickup),
        paymentMethod: String(f.cash),
        changeFor: -1,
        total,
      },
    },
  });
  // What one unit of each item costs the shopper, as the server prices it: an order with a wrong total is refused
  // with the real one (and makes no order).
  const totals = new Map<number, number>();
  for (const id of [...f.pool, f.limited]) {
    const { text } = await post(url, order(id, 1), shopper());
    const amount = /"amount":(\d+)/.exec(text)?.[1];
    if (!amount) throw new Error(`createOrder did not name the real total of item ${id}: ${text.slice(0, 300)}`);
    totals.set(id, Number(amount));
  }
  const page = (variables: Record<string, unknown>) => ({
    query: docs.items,
    variables: { first: 24, page: 1, ...variables },
  });
  const config = docs.boot.find((b) => b.key[0] === 'config')!;
  // a visitor's queries carry the storefront's app token, as in the browser
  const headers = { authorization: `Bearer ${await token(url, { grant_type: 'client_credentials' })}` };
  return [
    { name: 'items page 1', call: () => ({ body: page({}), headers }) },
    { name: 'category page', call: () => ({ body: page({ categories: [pick(f.topCategories)] }), headers }) },
    { name: "search 'racao'", call: () => ({ body: page({ q: 'racao' }), headers }) },
    { name: 'search (mix)', call: () => ({ body: page({ q: pick(SEARCH_TERMS) }), headers }) },
    { name: 'item', call: () => ({ body: { query: docs.item, variables: { id: pick(f.itemIds) } }, headers }) },
    // the storefront's first page: its boot queries, one batched request
    {
      name: 'home (5 queries)',
      call: () => ({ body: docs.boot.map((b) => ({ query: b.query, variables: b.variables })), headers }),
    },
    { name: 'config', call: () => ({ body: { query: config.query, variables: config.variables }, headers }) },
    {
      name: 'cart: set item',
      call: () => ({
        body: {
          query: docs.setCart,
          variables: { items: [{ itemId: String(pick(f.pool)), quantity: 1 + Math.floor(Math.random() * 3) }] },
        },
        headers: shopper(),
      }),
    },
    {
      name: 'calcFreight',
      call: () => ({
        body: {
          query: CALC_FREIGHT,
          variables: { postalCode: pick(POSTAL_CODES), price: 5000 + Math.floor(Math.random() * 20000) },
        },
        headers,
      }),
    },
    {
      name: 'createOrder',
      call: () => {
        const id = Math.random() < LIMITED_SHARE ? f.limited : pick(f.pool);
        return { body: order(id, totals.get(id)!), headers: shopper(), tag: id === f.limited ? 'limited' : undefined };
      },
      judge: (status, body, tag) => {
        if (status === 200 && body.includes('"createOrder":{')) return 'ok';
        return tag === 'limited' && body.includes('stockLimit') ? 'expected' : 'error';
      },
    },
  ];
}

// --- one database, one size ------------------------------------------------------------------------------------------

async function benchOne(kind: DbKind, size: number, o: Options, docs: WebDocs): Promise<BenchResult> {
  const label = `${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${size} generated items`;
  const target = await createTarget(kind);
  let server: Server | undefined;
  try {
    const seeding = performance.now();
    await migrateToLatest(target.handle);
    await seedDemo(target.handle.db);
    const { storeId } = await seedLargeCatalog(target.handle.db, { items: size });
    const f = await prepare(target.handle.db, storeId, o.connections);
    // planner statistics (and PostgreSQL's visibility map), as a database that has been running a while has them
    await (kind === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(target.handle.db);
    if (kind === 'sqlite') await sql`vacuum`.execute(target.handle.db);
    const seedSeconds = seconds(seeding);
    console.log(`[${label}] seeded ${f.liveItems} live items in ${seedSeconds.toFixed(1)} s`);

    server = await startServer({ ...target.env, ANSWER_CACHE: o.answerCache ? 'on' : 'off' }, o.pin, o.cpuProf);
    for (const s of f.shoppers)
      s.token = await token(server.url, { grant_type: 'password', username: s.email, password: SHOPPER_PASSWORD });
    const all = await scenarios(server.url, docs, f);
    const chosen = o.scenarios ? all.filter((s) => o.scenarios!.some((name) => s.name.startsWith(name))) : all;
    const figures: ScenarioFigures[] = [];
    let soldOut = 0;
    for (const scenario of chosen) {
      const pid = server.child.pid!;
      resetPeak(pid);
      if (o.warmup > 0)
        await drive(`${server.url}/graphql`, scenario, { connections: o.connections, seconds: o.warmup });
      await settle(server);
      const runs: Run[] = [];
      const before = await server.stats();
      for (let r = 0; r < o.rounds; r++)
        runs.push(await drive(`${server.url}/graphql`, scenario, { connections: o.connections, seconds: o.seconds }));
      await settle(server);
      const after = await server.stats();
      const med = (key: keyof Run) => median(runs.map((run) => run[key]));
      figures.push({
        scenario: scenario.name,
        rounds: o.rounds,
        requests: med('requests'),
        rps: med('rps'),
        okRps: med('okRps'),
        p50: med('p50'),
        p99: med('p99'),
        p999: med('p999'),
        max: med('max'),
        errors: runs.reduce((n, run) => n + run.errors, 0),
        non2xx: runs.reduce((n, run) => n + run.non2xx, 0),
        expected: runs.reduce((n, run) => n + run.expected, 0),
        statementsPerRequest: (after.statements - before.statements) / Math.max(1, after.requests - before.requests),
        peakRssMb: peakRssMb(pid),
      });
      if (scenario.name === 'createOrder') soldOut = figures.at(-1)!.expected;
      const last = figures.at(-1)!;
      console.log(`[${label}] ${scenario.name}: ${last.rps.toFixed(0)} req/s, p99 ${last.p99.toFixed(1)} ms`);
    }
    const oversell = chosen.some((s) => s.name === 'createOrder')
      ? await oversellCheck(target.handle.db, f.limited, soldOut)
      : undefined;
    return {
      database: kind,
      generatedItems: size,
      liveItems: f.liveItems,
      seedSeconds,
      answerCache: o.answerCache,
      scenarios: figures,
      oversell,
    };
  } finally {
    await server?.stop();
    await target.drop();
  }
}

const ms = (n: number) => (Number.isFinite(n) ? (n < 10 ? n.toFixed(2) : n.toFixed(1)) : '-');

export function resultTable(r: BenchResult, o: { connections: number; seconds: number; rounds: number }): string {
  const title =
    `${r.database === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: ${r.liveItems} live items (${r.generatedItems} generated), ` +
    `${o.connections} connections, ${o.seconds} s × ${o.rounds} round(s)${o.rounds > 1 ? ' (medians)' : ''}` +
    (r.answerCache === false ? ', answer cache off' : '');
  const rows = r.scenarios.map((s) => [
    s.scenario,
    s.rps.toFixed(0),
    ms(s.p50),
    ms(s.p99),
    ms(s.p999),
    ms(s.max),
    String(s.errors) + (s.expected ? ` (+${s.expected} sold out)` : ''),
    s.statementsPerRequest.toFixed(1),
    s.peakRssMb.toFixed(0),
  ]);
  const lines = [
    textTable(
      title,
      ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'p99.9 ms', 'max ms', 'errors', 'SQL/req', 'peak RSS MB'],
      rows,
    ),
  ];
  const c = r.oversell;
  const orders = r.scenarios.find((s) => s.scenario === 'createOrder');
  if (c) {
    lines.push(
      `createOrder: ${orders ? orders.okRps.toFixed(0) : '–'} orders placed/s; item with ${c.initialStock} units: ${c.unitsSold} sold in ${c.orders} orders, ${c.soldOut} refused as sold out, ` +
        `stock now ${c.finalStock}: ${c.oversold ? 'OVERSOLD' : 'no oversell'}`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const o = options();
  if (o.pin) pin(process.pid, 1);
  const docs = await webDocs();
  const started = performance.now();
  const report: BenchReport = {
    machine: machine(o.pin),
    command: `npm run bench:api -- ${process.argv
      .slice(2)
      .map((a) => (/\s/.test(a) ? `'${a}'` : a))
      .join(' ')}`.trim(),
    options: {
      seconds: o.seconds,
      warmup: o.warmup,
      rounds: o.rounds,
      connections: o.connections,
      searchTerms: SEARCH_TERMS,
    },
    results: [],
  };
  console.log(
    `${report.machine.cpu}, ${report.machine.cores} cores, Node ${report.machine.node}, commit ${report.machine.commit}` +
      (o.pin ? '; server on core 0, load on core 1' : '; not pinned'),
  );
  for (const kind of o.dbs) {
    for (const size of o.sizes) {
      const result = await benchOne(kind, size, o, docs);
      report.results.push(result);
      console.log(`\n${resultTable(result, o)}\n`);
      if (result.oversell?.oversold) process.exitCode = 1;
    }
  }
  if (o.json) {
    fs.writeFileSync(o.json, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Figures written to ${o.json}.`);
  }
  console.log(`Total ${seconds(started).toFixed(0)} s. "search (mix)" picks one of: ${SEARCH_TERMS.join(', ')}.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(`api-bench failed: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  });
}
