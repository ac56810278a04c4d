import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// Every run starts from a fresh database seeded with the demo stores.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'store-e2e-'));
// Workers load this file again: they must see the server's DATA_DIR (journeys read its outbox).
process.env.E2E_DATA_DIR = dataDir;
// Map tiles and reverse geocoding come from a local fake (scripts/fake-map-services.mjs): journeys never reach the internet.
const mapPort = Number(process.env.E2E_MAP_PORT ?? port + 1);
process.env.E2E_MAP_PORT = String(mapPort);
const mapServices = {
  MAP_TILE_URL: `http://127.0.0.1:${mapPort}/{z}/{x}/{y}.png`,
  GEOCODING_URL: `http://127.0.0.1:${mapPort}/reverse?format=jsonv2&lat={lat}&lon={lon}`,
};

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
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    { name: 'desktop', use: { viewport: { width: 1366, height: 768 } } },
  ],
  // E2E_EXTERNAL_SERVER=1: a store already runs on E2E_PORT with E2E_DATA_DIR (started by hand, for one journey at a time).
  // With E2E_EXTERNAL_SERVER=1 start the fake too (node scripts/fake-map-services.mjs <E2E_MAP_PORT>) and give the store mapServices' env.
  webServer:
    process.env.E2E_EXTERNAL_SERVER === '1'
      ? undefined
      : [
          {
            command: `node scripts/fake-map-services.mjs ${mapPort}`,
            url: `http://127.0.0.1:${mapPort}/stats`,
            reuseExistingServer: false,
          },
          {
            // The production start: the built storefront and API on plain Node, with the demo stores asked for.
            command: 'npm run build && npm start',
            cwd: '..',
            url: `http://localhost:${port}/health`,
            timeout: 180_000,
            reuseExistingServer: false,
            env: {
              PORT: String(port),
              DATA_DIR: dataDir,
              LOG_LEVEL: 'warn',
              NODE_ENV: 'production',
              SEED: 'demo',
              CEP_PROVIDERS: 'off',
              ...mapServices,
            },
          },
        ],
});
