import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, loggerOptions } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { DatabaseHandle } from '../../src/db/database.js';
import { openPostgres } from '../../src/db/postgres.js';
import { openTestDatabase } from '../database.js';
import { seedDemo } from '../../src/db/seed/demo.js';
import { startTcpProxy, type TcpProxy } from '../tcp-proxy.js';

// The database going away is a PostgreSQL matter (SQLite is a file in the process): this file runs in CI's
// PostgreSQL pass, and whenever DATABASE_URL is set.
const url = process.env.DATABASE_URL;
const SECRET_PASSWORD = 'senha-que-nao-pode-vazar';
const SECRET_SEARCH = 'valor-da-busca-secreto';
const ITEMS = '{ items(first: 2) { data { id name } } }';

describe.skipIf(!url)('the database goes away and comes back (PostgreSQL through a proxy the test controls)', () => {
  let setup: DatabaseHandle;
  let database: DatabaseHandle;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let dataDir: string;
  const log: string[] = [];

  beforeAll(async () => {
    setup = await openTestDatabase();
    await seedDemo(setup.db);
    const target = new URL(url!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const through = new URL(url!);
    through.host = `127.0.0.1:${proxy.port}`;
    through.password = SECRET_PASSWORD;
    through.searchParams.set('application_name', 'outage_test');
    database = openPostgres(through.href, { schema: setup.schema!, poolSize: 4 });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-outage-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-signing-secret-0123456789-abcdef',
      ANSWER_CACHE: 'off',
    });
    const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => (log.push(chunk.toString()), done()) });
    app = await buildApp({ config, database }, { logger: { ...loggerOptions('info'), stream } });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.destroy();
    await proxy?.close();
    await setup?.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const items = () => app.inject({ method: 'POST', url: '/graphql', payload: { query: ITEMS } });

  it('keeps serving after the server ends its connections (pg_terminate_backend)', async () => {
    expect((await items()).statusCode).toBe(200);
    // end every idle connection the app holds, from the database's side
    const ended = await sql<{
      pid: number;
    }>`select pg_terminate_backend(pid) as pid from pg_stat_activity where application_name = 'outage_test'`.execute(
      setup.db,
    );
    expect(ended.rows.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // the process is alive (an unhandled 'error' would have failed this file) and the next request gets a fresh connection
    const again = await items();
    expect(again.statusCode).toBe(200);
    expect(again.json().data.items.data).toHaveLength(2);
  });

  it('answers 503 within 2 s while the database is down, and serves again by itself when it is back', async () => {
    proxy.cut();
    const started = Date.now();
    const [graphql, health, rest] = await Promise.all([
      app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: `{ items(first: 2, q: "${SECRET_SEARCH}") { data { id } } }` },
      }),
      app.inject({ method: 'GET', url: '/health' }),
      app.inject({ method: 'GET', url: '/api/cep/01310100' }),
    ]);
    expect(Date.now() - started).toBeLessThan(2000);

    expect(graphql.statusCode).toBe(503);
    const [error] = graphql.json().errors;
    expect(error.message).toBe('Algo deu errado. Tente novamente mais tarde.');
    expect(error.extensions).toMatchObject({ category: 'unavailable', code: 'error.generic', params: {} });
    expect(graphql.headers['cache-control']).toBe('no-store');

    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'unavailable', database: 'postgres', databaseStatus: 'down' });
    expect(rest.statusCode).toBe(503);
    expect(rest.json()).toMatchObject({
      message: 'Algo deu errado. Tente novamente mais tarde.',
      code: 'error.generic',
    });

    proxy.restore();
    const back = await items();
    expect(back.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({
      status: 'ok',
      database: 'postgres',
    });
  });

  it('never logs the connection string, its password or the values of a query', () => {
    const text = log.join('');
    expect(text).toContain('a database connection was lost');
    expect(text).not.toContain(SECRET_PASSWORD);
    expect(text).not.toContain('postgres://');
    expect(text).not.toContain(SECRET_SEARCH);
  });
});
