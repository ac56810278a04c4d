// The storefront's weight per route: builds it (apps/web/dist, as `npm run build` does) and prints each route's
// JavaScript in KB of gzip, against the budgets of issue 14 (home ≤ 120 KB with the entry; every other route ≤ 60 KB
// beyond the entry's). With --lighthouse it then runs Lighthouse mobile on the built store (e2e/scripts/lighthouse.mjs,
// which needs the API built too: `npm run build` first).
// A figure over its budget is marked OVER but does not fail the run (apps/web/src/home-initial-js.test.ts holds the
// committed figures). Usage: npm run bench:web [-- --lighthouse]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { entryChunks, gzipKb, initialChunks, ROUTE_JS_BUDGET_KB, routeChunks } from '../build/store-build.ts';

const HOME_BUDGET_KB = 120;
const webRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(webRoot, '../..');

process.env.NODE_ENV = 'production';
const result = await build({ root: webRoot, mode: 'production', logLevel: 'warn' });
const output = (Array.isArray(result) ? result[0] : result) as Rollup.RollupOutput;
const bundle = Object.fromEntries(output.output.map((file) => [file.fileName, file])) as unknown as Parameters<
  typeof initialChunks
>[0];

const entry = entryChunks(bundle);
const rows = [
  {
    route: 'home (entry + home, first load)',
    kb: gzipKb(initialChunks(bundle)),
    chunks: initialChunks(bundle).length,
    budget: HOME_BUDGET_KB,
  },
  ...routeChunks(bundle)
    .map((r) => ({ route: r.page, kb: gzipKb(r.chunks), chunks: r.chunks.length, budget: ROUTE_JS_BUDGET_KB }))
    .sort((a, b) => b.kb - a.kb),
];
const width = Math.max(...rows.map((r) => r.route.length));
console.log(
  `\nStorefront JavaScript per route, KB gzip (level 9, each chunk on its own); routes beyond the entry's ${gzipKb(entry).toFixed(1)} KB:\n`,
);
console.log(`${'route'.padEnd(width)}  ${'KB'.padStart(6)}  chunks  budget`);
for (const r of rows) {
  const ok = r.kb <= r.budget;
  console.log(
    `${r.route.padEnd(width)}  ${r.kb.toFixed(1).padStart(6)}  ${String(r.chunks).padStart(6)}  ${String(r.budget).padStart(6)}${ok ? '' : '  OVER'}`,
  );
}

if (process.argv.includes('--lighthouse')) {
  const run = spawnSync('npm', ['run', 'lighthouse', '-w', 'e2e'], { cwd: repoRoot, stdio: 'inherit' });
  if (run.status !== 0) process.exitCode = run.status ?? 1;
}
