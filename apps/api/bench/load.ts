import { performance } from 'node:perf_hooks';

/** One scenario: a name and the GraphQL request to send (a fresh one per call, e.g. a random id). */
export type Scenario = { name: string; request: () => { query: string; variables?: Record<string, unknown> } };

export type Result = { scenario: string; requests: number; errors: number; seconds: number; p50: number; p99: number };

export type LoadOptions = { concurrency: number; requests: number; warmup: number; maxSeconds: number };

/** Nearest-rank percentile of sorted numbers. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** One POST to /graphql; true when it answered 200 with data and no errors. */
async function post(url: string, body: unknown): Promise<boolean> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as { data?: unknown; errors?: unknown[] };
  return res.status === 200 && json.data != null && !json.errors;
}

/**
 * Sends `requests` requests with `concurrency` in flight (fetch keeps connections alive), after `warmup`
 * unmeasured ones; stops early at `maxSeconds` so a slow database cannot hold the run hostage.
 */
export async function runScenario(url: string, scenario: Scenario, options: LoadOptions): Promise<Result> {
  for (let i = 0; i < options.warmup; i += options.concurrency) {
    await Promise.all(Array.from({ length: Math.min(options.concurrency, options.warmup - i) }, () => post(url, scenario.request())));
  }
  const latencies: number[] = [];
  let errors = 0;
  let issued = 0;
  const started = performance.now();
  const deadline = started + options.maxSeconds * 1000;
  const worker = async () => {
    while (issued < options.requests && performance.now() < deadline) {
      issued++;
      const t0 = performance.now();
      const ok = await post(url, scenario.request()).catch(() => false);
      latencies.push(performance.now() - t0);
      if (!ok) errors++;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { scenario: scenario.name, requests: latencies.length, errors, seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/** The results as an aligned text table. */
export function table(title: string, results: readonly Result[]): string {
  const header = ['scenario', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors'];
  const rows = results.map((r) => [r.scenario, String(r.requests), (r.requests / r.seconds).toFixed(1), r.p50.toFixed(1), r.p99.toFixed(1), String(r.errors)]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [title, line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
