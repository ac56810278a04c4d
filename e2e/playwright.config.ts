import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// Every run starts from a fresh database seeded with the demo stores.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'store-e2e-'));
// Workers load this file again: they must see the server's DATA_DIR (journeys read its outbox).
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  retries: 0,
  workers: 1,
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: './test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    // The storefront speaks the browser's language: journeys read the spec's pt-BR texts.
    locale: 'pt-BR',
    // The service worker's cache would outlive a test's fresh state.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
    },
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    { name: 'desktop', use: { viewport: { width: 1366, height: 768 } } },
  ],
  // E2E_EXTERNAL_SERVER=1: a store already runs on E2E_PORT with E2E_DATA_DIR (started by hand, for one journey at a time).
  webServer: process.env.E2E_EXTERNAL_SERVER === '1' ? undefined : {
    // The production start: the built storefront and API on plain Node, with the demo stores asked for.
    command: 'npm run build && npm start',
    cwd: '..',
    url: `http://localhost:${port}/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', SEED: 'demo', CEP_PROVIDERS: 'off' },
  },
});
