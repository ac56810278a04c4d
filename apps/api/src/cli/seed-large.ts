/**
 * Adds a large generated catalogue to a store, for benchmarks:
 *   tsx src/cli/seed-large.ts --items 100000 [--store petshop]
 * Uses the same database as the server (DATABASE_URL, else the SQLite file under DATA_DIR).
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedLargeCatalog, UnknownStoreError } from '../db/seed/large.js';
import { UsageError } from './usage-error.js';

const USAGE = 'usage: seed-large --items <positive integer> [--store <slug>]';

function parse(argv: string[]): { items: number; store: string } {
  let values: { items?: string; store?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { items: { type: 'string' }, store: { type: 'string' } },
      strict: true,
    }));
  } catch (err) {
    throw new UsageError(`${err instanceof Error ? err.message : String(err)}; ${USAGE}`);
  }
  const raw = values.items;
  if (raw === undefined) throw new UsageError(`--items is required; ${USAGE}`);
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || !Number.isSafeInteger(Number(raw))) {
    throw new UsageError(`--items must be a positive integer, got '${raw}'; ${USAGE}`);
  }
  const store = values.store ?? 'petshop';
  if (store.trim() === '') throw new UsageError(`--store must not be empty; ${USAGE}`);
  return { items: Number(raw), store };
}

async function main(): Promise<void> {
  const args = parse(process.argv.slice(2));
  const config = loadConfig();
  const handle = openDatabase(config);
  try {
    await migrateToLatest(handle);
    const started = performance.now();
    const { inserted } = await seedLargeCatalog(handle.db, { items: args.items, storeSlug: args.store });
    const seconds = (performance.now() - started) / 1000;
    console.log(`Added ${inserted} items to ${args.store} in ${seconds.toFixed(1)} s`);
  } finally {
    await handle.destroy();
  }
}

main().catch((err: unknown) => {
  // One line, no stack: bad arguments and bad configuration are the user's to fix, not bugs.
  const known = err instanceof UsageError || err instanceof ConfigError || err instanceof UnknownStoreError;
  const message = err instanceof Error ? err.message : String(err);
  console.error(known ? `seed-large: ${message}` : `seed-large failed: ${message}`);
  process.exit(known ? 2 : 1);
});
