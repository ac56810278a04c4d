import { sql } from 'kysely';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemo } from './db/seed/demo.js';
import { startReminderWorker } from './modules/appointments/reminders.js';

function fail(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

async function connect(config: Config): Promise<DatabaseHandle> {
  const database = openDatabase(config);
  try {
    await sql`select 1`.execute(database.db);
    return database;
  } catch (error) {
    await database.destroy().catch(() => undefined);
    const reason =
      error instanceof Error && error.message ? error.message : String((error as { code?: string })?.code ?? error);
    const variable = config.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR';
    fail(`Cannot open the database named by ${variable}: ${reason}`);
  }
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const database = await connect(config);
  await migrateToLatest(database);
  if (config.seed === 'demo') {
    const { seeded } = await seedDemo(database.db, { dataDir: config.dataDir });
    if (seeded) process.stdout.write('Seeded the demo stores (first start).\n');
  }
  if (!(await database.db.selectFrom('stores').select('id').limit(1).executeTakeFirst())) {
    process.stdout.write(
      'No store yet: create one with `npm run admin -- store:create <slug> --name "…" --host <host>`.\n',
    );
  }
  const app = await buildApp({ config, database });
  // appointment and vaccine reminders: each instance runs them; the database makes sure each is sent once
  const stopReminders = startReminderWorker(database.db, app.log);
  const close = async () => {
    stopReminders();
    await app.close();
    await database.destroy();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'EADDRINUSE') fail(`Port ${config.port} is already in use: set PORT to a free port.`);
    if (code === 'EACCES') fail(`Port ${config.port} needs more privileges: set PORT to a port above 1023.`);
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = process.env.PUBLIC_URL ? config.publicUrl : `http://localhost:${port}`;
  process.stdout.write(`Store ready at ${url} (${database.kind})\n`);
}

main().catch((error: unknown) => fail(`Start failed: ${error instanceof Error ? error.message : String(error)}`));
