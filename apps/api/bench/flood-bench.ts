/**
 * Is a shopper still served while one anonymous client floods the store with searches?
 *   tsx bench/flood-bench.ts [--items 10000] [--seconds 15] [--flooders 10]
 * Starts the store as a separate process on a fresh SQLite file (demo seed plus generated items), then, from
 * this process: a shopper alone (items page, search, /health, one at a time from 127.0.0.1), and the same
 * shopper while `--flooders` connections from other loopback addresses send (a) the batch of 20 operations ×
 * 40 aliased `items(first: 50, q: "racao")` and (b) requests of 4 searches each, the most one request may hold.
 * Prints the shopper's p50/p99 in both phases and what the flooders got back. Not part of `npm test`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { percentile } from './load.js';

const api = path.resolve(import.meta.dirname, '..');
const CARD = 'id name price promotionalPrice thumbnail';
const search = (alias: string, first: number) => `${alias}: items(first: ${first}, q: "racao") { data { ${CARD} } }`;
const ATTACK = JSON.stringify(Array.from({ length: 20 }, () => ({ query: `{ ${Array.from({ length: 40 }, (_, i) => search(`a${i}`, 50)).join(' ')} }` })));
const FOUR_SEARCHES = JSON.stringify({ query: `{ ${['a', 'b', 'c', 'd'].map((a) => search(a, 24)).join(' ')} }` });
const PAGE = JSON.stringify({ query: `{ items(first: 24, page: 1) { data { ${CARD} } } }` });
const ONE_SEARCH = JSON.stringify({ query: `{ ${search('s', 24)} }` });

type Answer = { status: number; bytes: number; ms: number };

function request(port: number, localAddress: string, method: 'GET' | 'POST', url: string, body?: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, localAddress, method, path: url, headers: body ? { 'content-type': 'application/json' } : {} }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The shopper: a page, a search and /health, one after another, until `until`. */
async function shop(port: number, until: number): Promise<{ page: number[]; search: number[]; health: number[]; failed: number }> {
  const out = { page: [] as number[], search: [] as number[], health: [] as number[], failed: 0 };
  for (let i = 0; performance.now() < until; i++) {
    const [kind, answer] =
      i % 3 === 0 ? (['page', await request(port, '127.0.0.1', 'POST', '/graphql', PAGE)] as const)
      : i % 3 === 1 ? (['health', await request(port, '127.0.0.1', 'GET', '/health')] as const)
      : (['search', await request(port, '127.0.0.1', 'POST', '/graphql', ONE_SEARCH)] as const);
    if (answer.status !== 200) out.failed += 1;
    out[kind].push(answer.ms);
    // a person reads between clicks; a search every ~1.5 s stays far inside a shopper's budget
    await new Promise((r) => setTimeout(r, 150));
  }
  return out;
}

/** `count` connections from `address` sending `body` back to back until `until`; answers by status. */
async function flood(port: number, address: string, body: string, count: number, until: number) {
  const statuses = new Map<number, number>();
  let bytes = 0;
  await Promise.all(Array.from({ length: count }, async () => {
    while (performance.now() < until) {
      const answer = await request(port, address, 'POST', '/graphql', body).catch(() => ({ status: 0, bytes: 0, ms: 0 }));
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      bytes += answer.bytes;
    }
  }));
  return { statuses: Object.fromEntries(statuses), bytes };
}

function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: api,
    env: { ...process.env, NODE_ENV: 'production', SEED: 'demo', LOG_LEVEL: 'warn', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', WEB_DIST: path.join(dataDir, 'no-web') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Store ready')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the server stopped (exit ${code})`)));
  });
}

const p = (values: number[], q: number) => percentile([...values].sort((a, b) => a - b), q);
const ms = (values: number[]) => `p50 ${p(values, 50).toFixed(1)} ms, p99 ${p(values, 99).toFixed(1)} ms (${values.length})`;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { items: { type: 'string', default: '10000' }, seconds: { type: 'string', default: '15' }, flooders: { type: 'string', default: '10' } } });
  const seconds = Number(values.seconds);
  const flooders = Number(values.flooders);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-flood-'));
  const port = 3900 + Math.floor(Math.random() * 90);
  let server: ChildProcess | undefined;
  try {
    server = await startServer(dataDir, port);
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
    const seed = spawn(process.execPath, ['--import', 'tsx', 'src/cli/seed-large.ts', '--items', values.items], { cwd: api, env: { ...process.env, DATA_DIR: dataDir }, stdio: 'inherit' });
    await new Promise((r) => seed.once('exit', r));
    server = await startServer(dataDir, port);

    const alone = await shop(port, performance.now() + seconds * 1000);
    const until = performance.now() + seconds * 1000;
    const [flooded, attack, fours] = await Promise.all([
      shop(port, until),
      flood(port, '127.0.0.2', ATTACK, Math.ceil(flooders / 2), until),
      flood(port, '127.0.0.3', FOUR_SEARCHES, Math.floor(flooders / 2), until),
    ]);
    console.log(`\nFlood benchmark: demo + ${values.items} items, SQLite, ${seconds} s per phase, ${flooders} flooding connections\n`);
    console.log(`shopper alone          page ${ms(alone.page)}; search ${ms(alone.search)}; /health ${ms(alone.health)}; failed ${alone.failed}`);
    console.log(`shopper under flood    page ${ms(flooded.page)}; search ${ms(flooded.search)}; /health ${ms(flooded.health)}; failed ${flooded.failed}`);
    console.log(`p99 ratio (flood/alone) page ${(p(flooded.page, 99) / p(alone.page, 99)).toFixed(2)}; search ${(p(flooded.search, 99) / p(alone.search, 99)).toFixed(2)}; /health ${(p(flooded.health, 99) / p(alone.health, 99)).toFixed(2)}`);
    console.log(`flood batch (20 × 40 searches) answers by status ${JSON.stringify(attack.statuses)}, ${(attack.bytes / 1024).toFixed(0)} KB in all`);
    console.log(`4-search requests           answers by status ${JSON.stringify(fours.statuses)}, ${(fours.bytes / 1024).toFixed(0)} KB in all`);
  } finally {
    server?.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`flood-bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
