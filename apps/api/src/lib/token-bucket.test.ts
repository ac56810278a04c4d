import { describe, expect, it } from 'vitest';
import { TokenBuckets } from './token-bucket.js';

describe("TokenBuckets (a client's rows of lists)", () => {
  const rule = { burst: 480, perMinute: 2400 };

  it('lets a burst through at once, then refills at its rate', () => {
    let now = 1_000_000;
    const buckets = new TokenBuckets(() => now);
    expect(buckets.take('a', 240, rule).allowed).toBe(true);
    expect(buckets.take('a', 240, rule).allowed).toBe(true);
    expect(buckets.take('a', 24, rule)).toEqual({ allowed: false, retryAfter: 1 });
    now += 1_000;
    // 2,400 a minute is 40 a second: the refused request emptied it, five more seconds give back 240
    now += 5_000;
    expect(buckets.take('a', 240, rule).allowed).toBe(true);
    expect(buckets.take('a', 1, rule).allowed).toBe(false);
    // other keys have their own bucket
    expect(buckets.take('b', 480, rule).allowed).toBe(true);
  });

  it('empties the bucket of a client it refuses, and gives one that waits for its points what it asks', () => {
    let now = 0;
    const buckets = new TokenBuckets(() => now);
    buckets.take('a', 400, rule);
    // 80 left: a request of 240 is refused and takes the 80, so the next ones are refused unread
    expect(buckets.take('a', 240, rule)).toEqual({ allowed: false, retryAfter: 6 });
    expect(buckets.peek('a', rule)).toEqual({ allowed: false, retryAfter: 1 });
    // six seconds later the 240 are there
    now += 6_000;
    expect(buckets.peek('a', rule).allowed).toBe(true);
    expect(buckets.take('a', 240, rule).allowed).toBe(true);
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
