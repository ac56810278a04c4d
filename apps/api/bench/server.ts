/**
 * The store as bench/api-bench.ts runs it: the product's app (`buildApp`) on the database named by the usual
 * environment (DATABASE_URL, else DATA_DIR's SQLite file), in a process of its own, started with
 * `child_process.fork` so it can answer the driver over the IPC channel:
 *   { type: 'stats' } → { type: 'stats', statements, requests } (totals since start)
 * and sends { type: 'ready', port } once it listens. What it adds to the product, for measuring only:
 * - a Kysely plugin that counts the SQL statements the app runs (as the tests' countQueries does);
 * - a count of HTTP requests;
 * - the per-client budgets (expensive fields, rows of lists) lifted: every bench request comes from one address, and
 *   the bench measures what a request costs the store, not the budget (bench/flood-bench.ts measures the budget).
 * Not part of the product's server (src/server.ts).
 */
import { StatementCounter } from '../src/db/statement-counter.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { GRAPHQL_LIMITS } from '../src/graphql/limits.js';

export type ServerMessage = { type: 'ready'; port: number } | { type: 'stats'; statements: number; requests: number };
export type DriverMessage = { type: 'stats' };

async function main(): Promise<void> {
  if (!process.send) throw new Error('bench/server.ts runs under child_process.fork (see bench/api-bench.ts)');
  GRAPHQL_LIMITS.clientExpensive = { limit: Number.MAX_SAFE_INTEGER, windowSeconds: 60 };
  GRAPHQL_LIMITS.clientRows = { burst: Number.MAX_SAFE_INTEGER, perMinute: 0 };
  const config = loadConfig();
  // opened with the counter (not `withPlugin` afterwards): the app's caches are kept per database as opened
  const counter = new StatementCounter();
  const database = openDatabase(config, { plugins: [counter] });
  const app = await buildApp({ config, database });
  let requests = 0;
  app.server.on('request', () => {
    requests++;
  });
  await app.listen({ host: '127.0.0.1', port: config.port });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a TCP port');
  const send = (message: ServerMessage) => process.send!(message);
  process.on('message', (message: DriverMessage) => {
    if (message.type === 'stats') send({ type: 'stats', statements: counter.count, requests });
  });
  const close = async () => {
    await app.close();
    await database.destroy();
    process.exit(0);
  };
  process.once('SIGTERM', close);
  process.once('disconnect', close);
  send({ type: 'ready', port: address.port });
}

main().catch((error: unknown) => {
  process.stderr.write(`bench server failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
