import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';

/** One GraphQL request: a single operation, or a batch (an array) as the storefront's first page sends. */
export type GraphQLBody =
  { query: string; variables?: Record<string, unknown> } | { query: string; variables?: Record<string, unknown> }[];

/** A request to send: the body, extra headers (a shopper's bearer), and a tag the answer is judged by. */
export type Call = { body: GraphQLBody; headers?: Record<string, string>; tag?: string };

/**
 * One scenario: a fresh request per call (a random id, the next shopper), and how to read an answer:
 * 'ok', 'expected' (a refusal the scenario provokes on purpose: an order for a sold-out item) or 'error'.
 */
export type Scenario = {
  name: string;
  call: () => Call;
  judge?: (status: number, body: string, tag: string | undefined) => 'ok' | 'expected' | 'error';
};

/** What one timed run of a scenario measured. Latencies in ms, measured per request by the load process. */
export type Run = {
  requests: number;
  seconds: number;
  rps: number;
  /** answers judged 'ok' per second (for createOrder: orders placed) */
  okRps: number;
  p50: number;
  p99: number;
  p999: number;
  max: number;
  /** HTTP non-2xx, socket errors and timeouts, and GraphQL answers with errors the scenario did not provoke */
  errors: number;
  non2xx: number;
  /** refusals the scenario provokes on purpose (see Scenario.judge) */
  expected: number;
};

/** Nearest-rank percentile of sorted numbers. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** The median of a few numbers (the middle one, or the mean of the middle two). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const graphqlErrors = (body: string) => body.includes('"errors":');

/**
 * Drives `url` (the /graphql endpoint) with autocannon: `connections` keep-alive connections, each sending its next
 * request as soon as the previous one is answered, for `seconds`. Latency is timed here, from building a request
 * to its full answer, with sub-millisecond precision (autocannon's own histogram counts whole milliseconds).
 */
export async function drive(
  url: string,
  scenario: Scenario,
  options: { connections: number; seconds: number },
): Promise<Run> {
  const latencies: number[] = [];
  let errors = 0;
  let expected = 0;
  let ok = 0;
  type Context = { started?: number; tag?: string };
  const judge = scenario.judge ?? ((status, body) => (status === 200 && !graphqlErrors(body) ? 'ok' : 'error'));
  const target = new URL(url);
  const result = await autocannon({
    url: target.origin,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: 'POST',
        path: target.pathname,
        setupRequest: (request, context: Context) => {
          const call = scenario.call();
          context.tag = call.tag;
          context.started = performance.now();
          return {
            ...request,
            headers: { 'content-type': 'application/json', ...call.headers },
            body: JSON.stringify(call.body),
          };
        },
        onResponse: (status: number, body: string, context: Context) => {
          if (context.started !== undefined) latencies.push(performance.now() - context.started);
          const verdict = judge(status, body, context.tag);
          if (verdict === 'ok' && status >= 200 && status < 300) ok++;
          else if (verdict === 'expected') expected++;
          else if (verdict === 'error' && status >= 200 && status < 300) errors++; // non-2xx are counted by autocannon
        },
      },
    ],
  });
  latencies.sort((a, b) => a - b);
  const seconds = result.duration;
  return {
    requests: latencies.length,
    seconds,
    rps: latencies.length / seconds,
    okRps: ok / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    p999: percentile(latencies, 99.9),
    max: latencies.at(-1) ?? Number.NaN,
    errors: errors + result.non2xx + result.errors, // autocannon's errors include its timeouts
    non2xx: result.non2xx,
    expected,
  };
}

/** Rows as an aligned text table: the first column left-aligned, the others right-aligned. */
export function textTable(title: string, header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [title, line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
