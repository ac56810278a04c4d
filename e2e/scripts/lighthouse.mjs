// Lighthouse mobile performance of the home page, on the built store with a fresh seeded database.
// Usage: npm run build && npm run lighthouse -w e2e   (LIGHTHOUSE_URL=... to measure a store already running)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveStore } from './serve-store.mjs';

const chrome = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const store = process.env.LIGHTHOUSE_URL ? { url: process.env.LIGHTHOUSE_URL, stop() {} } : await serveStore();
const report = path.join(mkdtempSync(path.join(os.tmpdir(), 'lighthouse-')), 'home.json');
try {
  const run = spawnSync(
    'npx',
    [
      'lighthouse',
      `${store.url}/`,
      '--only-categories=performance',
      '--form-factor=mobile',
      '--chrome-flags=--no-sandbox --headless=new --disable-gpu',
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
    ],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chrome } },
  );
  if (run.status !== 0) process.exit(run.status ?? 1);
  const result = JSON.parse(readFileSync(report, 'utf8'));
  const audit = (id) => result.audits[id]?.displayValue ?? '?';
  console.log(`Lighthouse mobile performance (home): ${Math.round(result.categories.performance.score * 100)}`);
  console.log(`FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}, SI ${audit('speed-index')}`);
  console.log(`report: ${report}`);
} finally {
  store.stop();
}
