/** What the fault tests share: the product's server as a process of its own, and a database for it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../src/db/database.js';
import { openPostgres } from '../src/db/postgres.js';
import { openSqlite } from '../src/db/sqlite.js';

const api = path.resolve(import.meta.dirname, '..');
export const JWT_SECRET = 'fault-tests-signing-secret-0123456789';

export type Store = {
  port: number;
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  kill9(): Promise<void>;
  stop(): Promise<void>;
};

/** Starts `src/server.ts` with production settings on a free port; resolves once it says it is ready. */
export function startStore(env: Record<string, string>): Promise<Store> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: api,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      PORT: '0',
      HOST: '127.0.0.1',
      JWT_SECRET,
      CEP_PROVIDERS: 'off',
      GEOCODING_PROVIDERS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /Store ready at http:\/\/localhost:(\d+)/.exec(out)?.[1];
      if (!port) return;
      const url = `http://127.0.0.1:${port}`;
      resolve({
        port: Number(port),
        url,
        child,
        exited,
        async kill9() {
          child.kill('SIGKILL');
          await exited;
        },
        async stop() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
    void exited.then((code) =>
      reject(new Error(`the store stopped before it was ready (exit ${code}): ${stderr.slice(-2000)}`)),
    );
  });
}

export type FaultDatabase = {
  kind: 'sqlite' | 'postgres';
  env: Record<string, string>;
  dataDir: string;
  url?: string;
  open(): DatabaseHandle;
  drop(): Promise<void>;
};

/** The PostgreSQL server the fault tests use: DATABASE_URL's, else the local one. */
export const postgresServer = () => process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh database: SQLite, a file in a temporary folder; PostgreSQL, a database of its own on postgresServer(). */
export async function freshDatabase(kind: 'sqlite' | 'postgres'): Promise<FaultDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-faults-'));
  if (kind === 'sqlite') {
    return {
      kind,
      dataDir,
      env: { DATA_DIR: dataDir },
      open: () => openSqlite(path.join(dataDir, 'store.sqlite')),
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `store_faults_${randomBytes(5).toString('hex')}`;
  const admin = openPostgres(postgresServer(), { poolSize: 1 });
  await sql`create database ${sql.id(name)}`.execute(admin.db);
  const url = new URL(postgresServer());
  url.pathname = `/${name}`;
  return {
    kind,
    dataDir,
    url: url.href,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.href },
    open: () => openPostgres(url.href, { poolSize: 2 }),
    async drop() {
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
      await admin.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** POSTs one GraphQL operation; never throws (a connection the server dropped answers status 0). */
export async function graphql(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
  timeoutMs = 30_000,
) {
  const started = performance.now();
  try {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return {
      status: res.status,
      body: (await res.json()) as {
        data?: Record<string, unknown> | null;
        errors?: { message: string; extensions?: Record<string, unknown> }[];
      },
      ms: performance.now() - started,
    };
  } catch {
    return { status: 0, body: {}, ms: performance.now() - started };
  }
}
