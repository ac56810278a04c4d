import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = path.resolve(import.meta.dirname, '..');
const tsx = path.resolve(apiDir, '../../node_modules/.bin/tsx');

type Run = { code: number | null; stdout: string; stderr: string };

/** Starts the real server; resolves when it exits or, with `until`, once stdout shows that text (then stops it). */
function runServer(env: Record<string, string>, until?: RegExp): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['src/server.ts'], {
      cwd: apiDir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'silent', ...env },
    });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not finish: ${stdout} ${stderr}`));
    }, 60_000);
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

describe('server start', () => {
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
    expect(after.prepare("select name from stores where slug = 'petshop'").get()).toEqual({ name: 'Pet Feliz Renomeada' });
    expect((after.prepare('select count(*) as n from items').get() as { n: number }).n).toBe(items);
    after.close();
  });
});
