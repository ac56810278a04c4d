/** Reconnection waits: 1 s, 2 s, 4 s … doubling up to 30 s, so a restarting server is not hammered by every phone. */
export const BACKOFF = { firstMs: 1_000, maxMs: 30_000 } as const;

/**
 * How long to wait before reconnect number `attempt` (0 = the first retry). `jitter` (0..1, Math.random in the
 * browser) spreads the phones of one order over the last quarter of the wait, so they do not return together.
 */
export function reconnectDelay(attempt: number, jitter = 0): number {
  const base = Math.min(BACKOFF.maxMs, BACKOFF.firstMs * 2 ** Math.max(0, Math.min(attempt, 30)));
  return Math.round(base * (0.75 + 0.25 * Math.min(1, Math.max(0, jitter))));
}

/** After this many failed tries in a row the shopper reads 'Não foi possível conectar' (tries go on meanwhile). */
export const FAILURES_BEFORE_NOTICE = 2;
