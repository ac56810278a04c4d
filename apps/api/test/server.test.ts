import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const apiDir = path.resolve(import.meta.dirname, '..');
const tsx = path.resolve(apiDir, '../../node_modules/.bin/tsx');
const fromSource = [tsx, 'src/server.ts'];

type Run = { code: number | null; stdout: string; stderr: string };

/** One start of a store process, on a machine whose cores are busy with other work. */
const ONE_START_MS = 60_000;
/** A test here starts up to four processes (the server twice, or three admin commands and the server). */
const TEST_MS = 4 * ONE_START_MS;

/** Starts the real server; resolves when it exits or, with `until`, once stdout shows that text (then stops it). */
function runServer(env: Record<string, string>, until?: RegExp, command = fromSource): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0]!, command.slice(1), {
      cwd: apiDir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'silent', ...env },
    });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not finish: ${stdout} ${stderr}`));
    }, ONE_START_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (until?.test(stdout)) child.kill('SIGTERM');
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('server start', { timeout: TEST_MS }, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-data-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('stops on PORT=abc with one line naming the variable', async () => {
    const run = await runServer({ PORT: 'abc', DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe('Invalid environment variable PORT="abc": must be a number');
  });

  it('stops with one line naming DATABASE_URL when it cannot connect', async () => {
    const run = await runServer({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot open the database named by DATABASE_URL: /);
  });

  it('seeds on the first start only and keeps the data on the second', async () => {
    const first = await runServer({ PORT: '0', DATA_DIR: dataDir }, /Store ready/);
    expect(first.stdout).toContain('Seeded the demo stores (first start).');
    expect(fs.existsSync(path.join(dataDir, 'store.sqlite'))).toBe(true);
    // a change made between the two starts must survive the second one
    const file = path.join(dataDir, 'store.sqlite');
    const before = new SQLite(file);
    before.prepare("update stores set name = 'Pet Feliz Renomeada' where slug = 'petshop'").run();
    const items = (before.prepare('select count(*) as n from items').get() as { n: number }).n;
    before.close();
    const second = await runServer({ PORT: '0', DATA_DIR: dataDir }, /Store ready/);
    expect(second.stdout).not.toContain('Seeded');
    expect(second.stdout).toContain('Store ready at');
    const after = new SQLite(file, { readonly: true });
    expect(after.prepare("select name from stores where slug = 'petshop'").get()).toEqual({
      name: 'Pet Feliz Renomeada',
    });
    expect((after.prepare('select count(*) as n from items').get() as { n: number }).n).toBe(items);
    after.close();
  });
});

describe('production start: the built server on plain Node', { timeout: TEST_MS }, () => {
  // Inside apps/api so the bundle finds the API's packages in node_modules, as `npm start` does.
  fs.mkdirSync(path.join(apiDir, 'dist'), { recursive: true });
  const outdir = fs.mkdtempSync(path.join(apiDir, 'dist', 'test-'));
  const built = [process.execPath, path.join(outdir, 'server.js')];
  const dataDirs: string[] = [];
  const freshDataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-prod-'));
    dataDirs.push(dir);
    return dir;
  };
  const stores = (dir: string) => {
    const db = new SQLite(path.join(dir, 'store.sqlite'), { readonly: true });
    const rows = db.prepare('select slug from stores order by slug').all() as { slug: string }[];
    const admins = (db.prepare("select count(*) as n from users where role = 'admin'").get() as { n: number }).n;
    db.close();
    return { slugs: rows.map((r) => r.slug), admins };
  };
  beforeAll(() => {
    execFileSync(process.execPath, ['build.mjs', '--outdir', outdir], { cwd: apiDir, stdio: 'pipe' });
  }, ONE_START_MS);
  afterAll(() => {
    fs.rmSync(outdir, { recursive: true, force: true });
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('never seeds the demo stores (nor their administrator) with SEED unset, and says how to create a store', async () => {
    const dataDir = freshDataDir();
    const run = await runServer({ NODE_ENV: 'production', PORT: '0', DATA_DIR: dataDir }, /Store ready/, built);
    expect(run.stdout).not.toContain('Seeded');
    expect(run.stdout).toContain(
      'No store yet: create one with `npm run admin -- store:create <slug> --name "…" --host <host>`.',
    );
    expect(run.stdout).toMatch(/Store ready at http:\/\/localhost:\d+ \(sqlite\)/);
    expect(stores(dataDir)).toEqual({ slugs: [], admins: 0 });
  });

  it('makes the first store and its administrator with the built admin commands, refusing a second store:create', async () => {
    const dataDir = freshDataDir();
    const admin = (args: string[], input = '') =>
      spawnSync(process.execPath, [path.join(outdir, 'admin.js'), ...args], {
        env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', DATA_DIR: dataDir },
        input,
        encoding: 'utf8',
      });
    const store = ['store:create', 'minha-loja', '--name', 'Minha Loja', '--host', 'loja.example.com'];
    const first = admin(store);
    expect(first.status).toBe(0);
    expect(first.stdout).toContain("store 'minha-loja' (Minha Loja) created at loja.example.com");
    const second = admin(store);
    expect(second.status).toBe(2);
    expect(second.stderr.trim()).toBe("admin: store 'minha-loja' already exists: nothing was changed");
    const created = admin(
      ['admin:create', 'maria@example.com', '--store', 'minha-loja', '--name', 'Maria Souza'],
      'Segura2024\n',
    );
    expect(created.stdout.trim()).toBe("administrator maria@example.com created for store 'minha-loja'");
    expect(stores(dataDir)).toEqual({ slugs: ['minha-loja'], admins: 1 });
    const run = await runServer({ NODE_ENV: 'production', PORT: '0', DATA_DIR: dataDir }, /Store ready/, built);
    expect(run.stdout).not.toContain('No store yet');
    expect(stores(dataDir)).toEqual({ slugs: ['minha-loja'], admins: 1 });
  });

  it('seeds the demo stores in production only when SEED=demo is set', async () => {
    const dataDir = freshDataDir();
    const run = await runServer(
      { NODE_ENV: 'production', SEED: 'demo', PORT: '0', DATA_DIR: dataDir },
      /Store ready/,
      built,
    );
    expect(run.stdout).toContain('Seeded the demo stores (first start).');
    expect(stores(dataDir)).toEqual({ slugs: ['clinica', 'loja', 'petshop'], admins: 3 });
  });
});
