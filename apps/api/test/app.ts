import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { DatabaseHandle, OpenOptions } from '../src/db/database.js';
import { seedDemo } from '../src/db/seed/demo.js';
import { GRAPHQL_LIMITS } from '../src/graphql/limits.js';
import { signToken } from '../src/modules/auth/jwt.js';
import { createServices } from '../src/services.js';
import { openTestDatabase } from './database.js';

export type TestApp = { app: FastifyInstance; database: DatabaseHandle; config: Config; close(): Promise<void> };

/** The whole store on a fresh seeded database, ready for `app.inject` (`open`: plugins the database is opened with). */
export async function startTestApp(env: Record<string, string> = {}, open: OpenOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase(open);
  await seedDemo(database.db);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-signing-secret-0123456789-abcdef',
    ...env,
  });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** POSTs one GraphQL operation as the storefront would, from the given host. */
export async function gql<T = Record<string, unknown>>(
  app: FastifyInstance,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const response = await app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers });
  return {
    status: response.statusCode,
    body: response.json() as { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] },
  };
}

/** A bearer header for a seeded user, as if they had signed in (tokens are minted directly, no password round-trip). */
export async function bearerFor(t: TestApp, email: string): Promise<Record<string, string>> {
  const user = await t.database.db
    .selectFrom('users')
    .select(['id', 'storeId'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const services = createServices(t.config, t.database);
  const { token } = await signToken(services.signingSecret, { type: 'access', storeId: user.storeId, userId: user.id });
  const store = await t.database.db
    .selectFrom('stores')
    .select('slug')
    .where('id', '=', user.storeId)
    .executeTakeFirstOrThrow();
  return { authorization: `Bearer ${token}`, host: `${store.slug}.localhost` };
}

/**
 * Lifts the per-client budgets (searches and rows a minute) for a file that asks for many pages from one address to
 * check their contents, not the budgets (request-guards.test.ts and test/adversarial/query-budget.test.ts do);
 * returns the way to put them back.
 */
export function liftClientBudgets(): () => void {
  const { clientExpensive, clientRows } = GRAPHQL_LIMITS;
  GRAPHQL_LIMITS.clientExpensive = { ...clientExpensive, limit: Number.MAX_SAFE_INTEGER };
  GRAPHQL_LIMITS.clientRows = { ...clientRows, burst: Number.MAX_SAFE_INTEGER };
  return () => Object.assign(GRAPHQL_LIMITS, { clientExpensive, clientRows });
}
