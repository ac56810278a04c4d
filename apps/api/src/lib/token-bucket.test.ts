import { describe, expect, it } from 'vitest';
import { TokenBuckets } from './token-bucket.js';

describe('TokenBuckets (a client\'s rows of lists)', () => {
  const rule = { burst: 480, perMinute: 2400 };

  it('lets a burst through at once, then refills at its rate', () => {
    let now = 1_000_000;
    const buckets = new TokenBuckets(() => now);
    expect(buckets.take('a', 240, rule).allowed).toBe(true);
    expect(buckets.take('a', 240, rule).allowed).toBe(true);
    expect(buckets.take('a', 24, rule)).toEqual({ allowed: false, retryAfter: 1 });
    // 2,400 a minute is 40 a second: six seconds give back 240
    now += 6_000;
    expect(buckets.take('a', 200, rule).allowed).toBe(true);
    // other keys have their own bucket
    expect(buckets.take('b', 480, rule).allowed).toBe(true);
  });

  it('keeps a client that goes on asking refused: refused points are taken too, down to one burst in debt', () => {
    let now = 0;
    const buckets = new TokenBuckets(() => now);
    buckets.take('a', 480, rule);
    for (let i = 0; i < 10; i++) expect(buckets.take('a', 240, rule).allowed).toBe(false);
    expect(buckets.peek('a', rule)).toEqual({ allowed: false, retryAfter: 13 });
    // a burst in debt: 12 s to climb back to empty, 12 more to a burst
    now += 12_500;
    expect(buckets.peek('a', rule).allowed).toBe(true);
    expect(buckets.take('a', 240, rule).allowed).toBe(false);
  });

  it('never fills past its burst, however long the pause', () => {
    let now = 0;
    const buckets = new TokenBuckets(() => now);
    buckets.take('a', 1, rule);
    now += 3_600_000;
    expect(buckets.take('a', 480, rule).allowed).toBe(true);
    expect(buckets.take('a', 1, rule).allowed).toBe(false);
  });
});
