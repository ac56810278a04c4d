/**
 * Live tracking under load: does a courier's position reach 2,000 customers' sockets quickly, and what does the
 * server hold in memory meanwhile?
 *   tsx bench/ws-bench.ts [--orders 100] [--sockets 20] [--seconds 30] [--port 3501]
 * Starts the store as a separate process on a fresh SQLite file (demo seed), adds `--orders` orders out for
 * delivery, each with its own customer and courier, opens `--sockets` customer sockets per order plus the
 * courier's, and has every courier send a position each second. Every position has a latitude of its own, so
 * the customer side knows when it was sent (same process, same clock): prints p50/p95/p99 latency from the
 * courier's send to each customer's receipt, positions delivered per second and the server's peak RSS (VmHWM).
 * The server runs with DELIVERY_SOCKETS_PER_USER raised to `--sockets` (20 tabs of one customer is not a real
 * shopper; the default 5 stays for everyone else). Not part of `npm test`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import type { Db } from '../src/db/database.js';
import { openSqlite } from '../src/db/sqlite.js';
import { issueTicket } from '../src/modules/tracking/tickets.js';
import { percentile } from './load.js';

const api = path.resolve(import.meta.dirname, '..');

function startServer(dataDir: string, port: number, perUser: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: api,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: path.join(dataDir, 'no-web'),
      DELIVERY_SOCKETS_PER_USER: String(perUser),
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Store ready')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the server stopped (exit ${code})`)));
  });
}

/** Orders out for delivery in the pet shop, each with a customer and a courier of its own. */
async function seedOrders(
  db: Db,
  count: number,
): Promise<{ orderId: number; customerId: number; courierId: number }[]> {
  const store = await db.selectFrom('stores').select('id').where('slug', '=', 'petshop').executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const user = (email: string, name: string, role: 'customer' | 'courier') =>
    db
      .insertInto('users')
      .values({
        storeId: store.id,
        email,
        passwordHash: null,
        name,
        phone: null,
        cpfCnpj: null,
        stateRegistration: null,
        avatar: null,
        postalCode: null,
        emailVerifiedAt: now,
        companyVerifiedAt: null,
        companyName: null,
        legalName: null,
        companyCreatedAt: null,
        purchaseResponsibleName: null,
        role,
        googleSubject: null,
        appleSubject: null,
        deletedAt: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const out = [];
  for (let i = 0; i < count; i++) {
    const customer = await user(`bench.cliente${i}@petshop.demo`, `Cliente ${i}`, 'customer');
    const courier = await user(`bench.entregador${i}@petshop.demo`, `Entregador ${i}`, 'courier');
    const address = JSON.stringify({
      street: 'Rua Augusta',
      number: String(100 + i),
      city: 'São Paulo',
      state: 'SP',
      latitude: -23.56,
      longitude: -46.65,
    });
    const order = await db
      .insertInto('orders')
      .values({
        storeId: store.id,
        userId: customer.id,
        status: 'saiu_entrega',
        statusMessage: null,
        changeFor: null,
        observation: null,
        fiscalDocument: null,
        fiscalDocumentLink: null,
        addressId: null,
        address,
        shippingOptionId: null,
        paymentMethodId: null,
        couponId: null,
        couponCode: null,
        idempotencyKey: null,
        requestHash: null,
        courierId: courier.id,
        deliveryCode: '1234',
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    out.push({ orderId: order.id, customerId: customer.id, courierId: courier.id });
  }
  return out;
}

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('message', () => resolve(ws)); // the `state` message: the socket is in
    ws.once('close', (code) => reject(new Error(`socket closed with ${code}`)));
    ws.once('error', reject);
  });
}

const p = (values: number[], q: number) => percentile(values, q).toFixed(1);

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      orders: { type: 'string', default: '100' },
      sockets: { type: 'string', default: '20' },
      seconds: { type: 'string', default: '30' },
      port: { type: 'string', default: '3501' },
    },
  });
  const [orders, perOrder, seconds, port] = [
    Number(values.orders),
    Number(values.sockets),
    Number(values.seconds),
    Number(values.port),
  ];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-ws-'));
  let server: ChildProcess | undefined;
  const sockets: WebSocket[] = [];
  try {
    server = await startServer(dataDir, port, perOrder);
    const database = openSqlite(path.join(dataDir, 'store.sqlite'));
    const seeded = await seedOrders(database.db, orders);
    const base = `ws://127.0.0.1:${port}/delivery`;
    const sent = new Map<string, number>();
    const latencies: number[] = [];
    let received = 0;
    const couriers: { orderId: number; ws: WebSocket }[] = [];
    // sockets open a hundred at a time, each with its own ticket (tickets last 60 s, so they are made just before)
    for (const { orderId, customerId, courierId } of seeded) {
      const batch = [];
      for (let s = 0; s < perOrder; s++) {
        const { ticket } = await issueTicket(database.db, { userId: customerId, orderId, sessionId: null });
        batch.push(open(`${base}/${orderId}?token=${ticket}`));
      }
      const { ticket } = await issueTicket(database.db, { userId: courierId, orderId, sessionId: null });
      const customers = await Promise.all(batch);
      couriers.push({ orderId, ws: await open(`${base}/${orderId}?token=${ticket}`) });
      for (const ws of customers) {
        sockets.push(ws);
        ws.on('message', (data) => {
          const m = JSON.parse(String(data)) as { type: string; coords?: { latitude: number } };
          if (m.type !== 'location') return;
          const at = sent.get(`${orderId}:${m.coords!.latitude}`);
          if (at !== undefined) latencies.push(performance.now() - at);
          received += 1;
        });
      }
    }
    sockets.push(...couriers.map((c) => c.ws));
    await database.destroy();
    console.log(
      `${sockets.length} sockets open (${orders} orders × ${perOrder} customers + ${orders} couriers); sending for ${seconds} s…`,
    );

    const started = performance.now();
    for (let second = 0; second < seconds; second++) {
      // the couriers of a second are spread over it, as phones are
      await Promise.all(
        couriers.map(
          ({ orderId, ws }, i) =>
            new Promise<void>((resolve) =>
              setTimeout(
                () => {
                  const latitude = -23.5 - second * 1e-4 - i * 1e-7;
                  sent.set(`${orderId}:${latitude}`, performance.now());
                  ws.send(
                    JSON.stringify({
                      type: 'location',
                      coords: { latitude, longitude: -46.65, accuracy: 10, speed: 5 },
                    }),
                  );
                  resolve();
                },
                (i * 1000) / couriers.length,
              ),
            ),
        ),
      );
      const next = started + (second + 1) * 1000;
      await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
    }
    await new Promise((r) => setTimeout(r, 1000)); // the last second's positions still on their way
    const elapsed = (performance.now() - started) / 1000;
    const expected = orders * perOrder * seconds;
    const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
    const hwm = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    latencies.sort((a, b) => a - b);
    console.log(
      `\nbench:ws — ${orders} orders under way, ${orders * perOrder} customer sockets, a position per courier per second for ${seconds} s (SQLite, one instance)\n`,
    );
    console.log(
      `positions delivered   ${received} of ${expected} (${((100 * received) / expected).toFixed(2)}%), ${(received / elapsed).toFixed(0)} messages/s to customers`,
    );
    console.log(
      `delivery latency      p50 ${p(latencies, 50)} ms, p95 ${p(latencies, 95)} ms, p99 ${p(latencies, 99)} ms, max ${p(latencies, 100)} ms`,
    );
    console.log(`server peak RSS       ${hwm ? `${(Number(hwm) / 1024).toFixed(0)} MB (VmHWM)` : 'unknown'}`);
  } finally {
    for (const ws of sockets) ws.terminate();
    server?.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`ws-bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
