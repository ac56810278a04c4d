import { afterEach, describe, expect, it } from 'vitest';
import { UP_FOR_MS } from '../src/modules/health/routes.js';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.js';
import { freshDatabase, graphql, startStore, type FaultDatabase, type Store } from './store-process.js';

const OUTAGE_MS = 5000;
const SHOPPERS = 20;
const ITEMS = 'query($page: Int) { items(first: 12, page: $page) { data { id name price } } }';

type Sample = { at: number; ms: number; status: number; kind: 'graphql' | 'health' };

let database: FaultDatabase | undefined;
let store: Store | undefined;
let proxy: TcpProxy | undefined;
afterEach(async () => {
  await store?.stop();
  await proxy?.close();
  await database?.drop();
  store = database = proxy = undefined;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a 5 s PostgreSQL outage under light load, through a proxy the test controls', () => {
  it('answers every request within 2 s (503 while the database is away) and serves again by itself', async () => {
    database = await freshDatabase('postgres');
    // seeded and migrated straight to the database, then served through the proxy
    const first = await startStore(database.env);
    await first.stop();
    const target = new URL(database.url!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const through = new URL(database.url!);
    through.host = `127.0.0.1:${proxy.port}`;
    // behind a proxy that names each shopper, so the load is many shoppers and no single one meets its budget
    store = await startStore({ ...database.env, DATABASE_URL: through.href, ANSWER_CACHE: 'off', TRUST_PROXY: 'true' });
    const running = store;

    // light load: a listing page every 50 ms, each from one of 20 shoppers in turn (one page a second each),
    // and /health every 250 ms, each one on its own
    const samples: Sample[] = [];
    const started = performance.now();
    let stop = false;
    const pending: Promise<void>[] = [];
    const load = (async () => {
      for (let i = 0; !stop; i++) {
        const at = performance.now() - started;
        pending.push(
          graphql(
            running.url,
            ITEMS,
            { page: 1 + (i % 30) },
            { 'x-forwarded-for': `203.0.113.${1 + (i % SHOPPERS)}` },
            10_000,
          ).then((a) => void samples.push({ at, ms: a.ms, status: a.status, kind: 'graphql' })),
        );
        if (i % 5 === 0) {
          pending.push(
            fetch(`${running.url}/health`, { signal: AbortSignal.timeout(10_000) })
              .then(
                (r) => r.status,
                () => 0,
              )
              .then(
                (status) => void samples.push({ at, ms: performance.now() - started - at, status, kind: 'health' }),
              ),
          );
        }
        await sleep(50);
      }
    })();

    await sleep(2000);
    const cutAt = performance.now() - started;
    proxy.cut();
    await sleep(OUTAGE_MS);
    const backAt = performance.now() - started;
    proxy.restore();
    await sleep(4000);
    stop = true;
    await load;
    await Promise.all(pending);

    // /health may answer from its memory of the last second (UP_FOR_MS) before it notices
    const during = samples.filter(
      (s) => s.at > cutAt + (s.kind === 'health' ? UP_FOR_MS : 0) + 100 && s.at + s.ms < backAt,
    );
    const before = samples.filter((s) => s.at + s.ms < cutAt);
    const settled = samples.filter((s) => s.at > backAt + 2000);
    const slowest = Math.max(...samples.map((s) => s.ms));
    process.stdout.write(
      `outage: ${samples.length} requests; before ${before.length} (statuses ${[...new Set(before.map((s) => s.status))]}), ` +
        `during ${during.length} (statuses ${[...new Set(during.map((s) => s.status))]}), after ${settled.length} (statuses ${[...new Set(settled.map((s) => s.status))]}); slowest ${slowest.toFixed(0)} ms\n`,
    );

    expect(slowest).toBeLessThan(2000);
    expect(before.length).toBeGreaterThan(10);
    expect(before.every((s) => s.status === 200)).toBe(true);
    expect(during.length).toBeGreaterThan(50);
    expect(during.every((s) => s.status === 503)).toBe(true);
    expect(settled.length).toBeGreaterThan(10);
    expect(settled.every((s) => s.status === 200)).toBe(true);
    // the same process, never restarted
    expect(running.child.exitCode).toBeNull();
    expect(running.child.signalCode).toBeNull();
  });
});
