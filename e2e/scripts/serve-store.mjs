// Starts the built store (`npm run build` first) as in production, on a fresh database seeded with the demo
// stores, for the scripts beside this file.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Resolves { url, stop() } once /health answers; the caller must stop() it. */
export async function serveStore(port = Number(process.env.STORE_PORT ?? 3160)) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'store-script-'));
  const child = spawn('npm', ['run', 'start', '-w', 'apps/api'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SEED: 'demo',
      CEP_PROVIDERS: 'off',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const url = `http://localhost:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 120; i += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`the store did not start on ${url}`);
}
