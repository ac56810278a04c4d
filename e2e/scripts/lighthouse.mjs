// Lighthouse mobile on the built store with a fresh seeded database: each page three times, the median of its
// performance, accessibility and CLS, checked against the budget (performance ≥ 95, accessibility 100, CLS ≤ 0.05).
// Usage: npm run build && npm run lighthouse -w e2e [-- <path> ...]   (LIGHTHOUSE_URL=... to measure a store already
// running; LIGHTHOUSE_RUNS=n to change the three runs; LIGHTHOUSE_LANG=en to measure as an English reader, pt-BR by
// default: the store's shoppers are Brazilian). Without paths: home, search, an item and the cart.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveStore } from './serve-store.mjs';

const BUDGET = { performance: 95, accessibility: 100, cls: 0.05 };
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chrome = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const store = process.env.LIGHTHOUSE_URL ? { url: process.env.LIGHTHOUSE_URL, stop() {} } : await serveStore();
// Headless Chrome ignores --lang: --accept-lang sets both navigator.languages and the Accept-Language header.
const lang = process.env.LIGHTHOUSE_LANG || 'pt-BR';
const dir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));

/** The first in-stock result for 'racao', so the item page measured is one a shopper would open. */
async function itemPath() {
  const query = 'query { items(q: "racao", first: 20) { data { id stockQuantity } } }';
  const response = await fetch(`${store.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const items = (await response.json()).data?.items?.data ?? [];
  const item = items.find((i) => i.stockQuantity > 0) ?? items[0];
  return `/#/store/item?id=${item?.id ?? 1}`;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * One Lighthouse run. Now and then Lighthouse itself fails to read its own trace (NO_NAVSTART, 'Something went wrong
 * with recording the trace'), on any page: such a run measured nothing, so it is run once more.
 */
function measure(url, name) {
  try {
    return measureOnce(url, name);
  } catch (error) {
    console.warn(`${error.message}: running it once more`);
    return measureOnce(url, `${name}-again`);
  }
}

function measureOnce(url, name) {
  const report = path.join(dir, `${name}.json`);
  const run = spawnSync(
    'npx',
    [
      'lighthouse',
      url,
      '--only-categories=performance,accessibility',
      '--form-factor=mobile',
      `--chrome-flags=--no-sandbox --headless=new --disable-gpu --lang=${lang} --accept-lang=${lang}`,
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
    ],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chrome } },
  );
  if (run.status !== 0) throw new Error(`lighthouse failed on ${url}`);
  const result = JSON.parse(readFileSync(report, 'utf8'));
  // An English reader's page loads the English texts' chunk (preloaded by the server from Accept-Language, imported
  // by the storefront from navigator.languages); a Brazilian's never does.
  const requests = result.audits['network-requests']?.details?.items ?? [];
  const english = requests.some((r) => /\/texts-en-[^/]*\.js$/.test(r.url));
  if (english !== lang.toLowerCase().startsWith('en'))
    throw new Error(`${url} was measured ${english ? 'in English' : 'without English'}, not in ${lang}`);
  return {
    performance: Math.round(result.categories.performance.score * 100),
    accessibility: Math.round(result.categories.accessibility.score * 100),
    cls: result.audits['cumulative-layout-shift'].numericValue,
    lcp: result.audits['largest-contentful-paint'].numericValue,
    tbt: result.audits['total-blocking-time'].numericValue,
  };
}

let failed = false;
try {
  const given = process.argv.slice(2);
  const paths = given.length ? given : ['/', '/#/store/search?q=racao', await itemPath(), '/#/store/shopping'];
  const rows = [];
  for (const [index, page] of paths.entries()) {
    const results = [];
    for (let i = 0; i < runs; i += 1) results.push(measure(`${store.url}${page}`, `page${index}-run${i}`));
    const row = {
      page,
      performance: median(results.map((r) => r.performance)),
      accessibility: median(results.map((r) => r.accessibility)),
      cls: median(results.map((r) => r.cls)),
      lcp: median(results.map((r) => r.lcp)),
      tbt: median(results.map((r) => r.tbt)),
      all: results.map((r) => `${r.performance}/${r.accessibility}/${r.cls.toFixed(3)}`).join(' '),
    };
    row.ok =
      row.performance >= BUDGET.performance && row.accessibility >= BUDGET.accessibility && row.cls <= BUDGET.cls;
    failed ||= !row.ok;
    rows.push(row);
  }
  console.log(
    `\nLighthouse mobile, median of ${runs}, browser language ${lang} (performance ≥ ${BUDGET.performance}, accessibility ${BUDGET.accessibility}, CLS ≤ ${BUDGET.cls}):`,
  );
  for (const r of rows) {
    console.log(
      `${r.ok ? 'ok  ' : 'FAIL'} ${r.page.padEnd(32)} performance ${r.performance}  accessibility ${r.accessibility}  CLS ${r.cls.toFixed(3)}  LCP ${Math.round(r.lcp)} ms  TBT ${Math.round(r.tbt)} ms   (runs: ${r.all})`,
    );
  }
  console.log(`reports: ${dir}`);
} finally {
  store.stop();
}
if (failed) process.exitCode = 1;
