/**
 * Back-office commands for the store owner, on the same database as the server:
 *   npm run admin -- orders [--store petshop]                 the latest orders
 *   npm run admin -- order:status <id> <status> [--message …] move an order along (e.g. saiu_entrega, entregue)
 *   npm run admin -- order:paid <id>                          mark its pending Pix, boleto or link paid
 *   npm run admin -- company:approve <email> [--store petshop] approve a company customer
 *   npm run admin -- store:create <slug> --name … --host …      a new empty store (the first one in production)
 *   npm run admin -- admin:create <email> --store … --name …    its administrator (password asked without echo)
 *   npm run admin -- courier:create <email> --store … --name …  a courier of the store (staff:create: store staff)
 *   npm run admin -- order:assign <id> <courierEmail>          hand an order to a courier of its store
 *   npm run admin -- route:simulate <id> <lat,lng> … [--interval ms]  the courier's positions along the points
 */
import { text } from 'node:stream/consumers';
import { read } from 'read';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { isAppError } from '../lib/errors.js';
import type { SecretPrompt } from './admin-create.js';
import { run, USAGE } from './admin-commands.js';
import { CommandRefused, UsageError } from './usage-error.js';

async function firstLineOfInput(): Promise<string> {
  const line = (await text(process.stdin)).split(/\r?\n/)[0] ?? '';
  if (line === '')
    throw new UsageError('admin:create needs --password, or the password as the first line of its input');
  return line;
}

/** On a terminal: asked twice without echo. From a pipe (`… | npm run admin -- admin:create …`): its first line. */
const secretPrompt: SecretPrompt = process.stdin.isTTY
  ? {
      ask: (prompt) => read({ prompt, silent: true, replace: '' }).finally(() => process.stdout.write('\n')),
      confirm: true,
    }
  : { ask: firstLineOfInput, confirm: false };

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = openDatabase(config);
  try {
    await migrateToLatest(handle);
    console.log(await run(handle.db, process.argv.slice(2), secretPrompt));
  } finally {
    await handle.destroy();
  }
}

main().catch((err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  const usage =
    err instanceof UsageError || String((err as { code?: unknown }).code ?? '').startsWith('ERR_PARSE_ARGS');
  const known = usage || err instanceof CommandRefused || err instanceof ConfigError || isAppError(err);
  // one line (plus the usage), no stack: these are the operator's to fix, not bugs
  console.error(usage ? `admin: ${message}\n${USAGE}` : known ? `admin: ${message}` : `admin failed: ${message}`);
  process.exit(known ? 2 : 1);
});
