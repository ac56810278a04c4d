import { AppError } from './errors.js';

/**
 * Counts attempts per key in fixed windows. Async so a Redis implementation (shared by every instance)
 * can take its place without touching the callers.
 */
export interface RateLimiter {
  /**
   * Counts `points` (one attempt by default; 0 only asks); `allowed` is false once more than `limit` points fell in
   * the current window; `count` includes these.
   */
  hit(key: string, limit: number, windowSeconds: number, points?: number): Promise<Hit>;
  /** Takes back one attempt counted by `hit` that turned out fine (a sign-in with the right password). */
  refund(key: string): Promise<void>;
  /** Forgets every attempt counted on `key`. */
  reset(key: string): Promise<void>;
}

export type Hit = { allowed: boolean; retryAfter: number; count: number };

type Window = { count: number; resetAt: number };

// Sweeping on every hit would make a flood of distinct keys quadratic; every so many hits is enough.
const SWEEP_EVERY = 1000;

/** One process's counters: right for a single instance and for tests; lost on restart. */
export class MemoryRateLimiter implements RateLimiter {
  readonly #windows = new Map<string, Window>();
  #hitsSinceSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, limit: number, windowSeconds: number, points = 1): Promise<Hit> {
    const now = this.now();
    if (++this.#hitsSinceSweep >= SWEEP_EVERY) this.#sweep(now);
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowSeconds * 1000 };
      this.#windows.set(key, window);
    }
    window.count += points;
    const allowed = window.count <= limit;
    return {
      allowed,
      retryAfter: allowed ? 0 : Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
      count: window.count,
    };
  }

  async refund(key: string): Promise<void> {
    const window = this.#windows.get(key);
    if (window && window.resetAt > this.now() && window.count > 0) window.count -= 1;
  }

  async reset(key: string): Promise<void> {
    this.#windows.delete(key);
  }

  /** How many keys are counted now (for tests of the sweep). */
  get size(): number {
    return this.#windows.size;
  }

  #sweep(now: number): void {
    this.#hitsSinceSweep = 0;
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}

/**
 * Counts one attempt and refuses with 429 'Muitas tentativas…' once over the limit: for calls that let a caller
 * guess (coupon codes, card numbers), not only sign-in.
 */
export async function limitOrRefuse(
  limiter: RateLimiter,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<void> {
  const { allowed } = await limiter.hit(key, limit, windowSeconds);
  if (!allowed) throw new AppError('graphql', 'auth.tooManyAttempts', { status: 429 });
}
