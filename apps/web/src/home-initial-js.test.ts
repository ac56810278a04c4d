// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { initialChunks } from '../build/store-build.ts';

const webRoot = path.resolve(import.meta.dirname, '..');
/**
 * The home route's initial JavaScript (gzip), measured after pet services, tracking, push and the installable app
 * landed (docs/decisions/0025-home-javascript-budget.md): it may not grow; the locale split brings it down next.
 */
const HOME_INITIAL_JS_KB = 170;

/** The chunks a first visit to home loads, from a production build kept in memory. */
async function homeInitialChunks() {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'home-initial-js-'));
  // The test runner's NODE_ENV would bring React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const result = await build({ root: webRoot, mode: 'production', logLevel: 'silent', build: { write: false, outDir, emptyOutDir: false } });
    const output = (Array.isArray(result) ? result[0] : result) as Rollup.RollupOutput;
    const bundle = Object.fromEntries(output.output.map((file) => [file.fileName, file]));
    return initialChunks(bundle as unknown as Parameters<typeof initialChunks>[0]) as unknown as Rollup.OutputChunk[];
  } finally {
    process.env.NODE_ENV = nodeEnv;
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

describe("home route's initial JavaScript", () => {
  it('holds no core rule only later screens use, and stays within its measured size', async () => {
    const chunks = await homeInitialChunks();
    const modules = chunks.flatMap((chunk) => chunk.moduleIds.map((id) => path.relative(path.resolve(webRoot, '../..'), id)));
    // Card and registration rules belong to checkout and account screens: importing @store/core must not bring them.
    for (const rule of ['card-number', 'card-brand', 'card-expiry', 'registration', 'cpf-cnpj']) {
      expect(modules).not.toContain(`packages/core/src/validators/${rule}.ts`);
    }
    // Maps load only with the screens that show one (features/maps/public.ts imports Leaflet lazily).
    expect(modules.filter((id) => /node_modules\/(leaflet|react-leaflet|@react-leaflet)\//.test(id))).toEqual([]);
    const kb = chunks.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0) / 1024;
    expect(Number(kb.toFixed(1))).toBeLessThanOrEqual(HOME_INITIAL_JS_KB);
  }, 120_000);
});
