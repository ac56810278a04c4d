import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from './rate-limit.js';

describe('MemoryRateLimiter', () => {
  it('allows `limit` hits per window, then refuses with the seconds left', async () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter(() => now);
    for (let i = 1; i <= 3; i++)
      expect(await limiter.hit('k', 3, 60)).toEqual({ allowed: true, retryAfter: 0, count: i });
    expect(await limiter.hit('k', 3, 60)).toEqual({ allowed: false, retryAfter: 60, count: 4 });
    now += 45_500;
    expect(await limiter.hit('k', 3, 60)).toEqual({ allowed: false, retryAfter: 15, count: 5 });
    now += 14_500;
    expect(await limiter.hit('k', 3, 60)).toEqual({ allowed: true, retryAfter: 0, count: 1 });
  });

  it('takes back one attempt with refund (never below zero, never into a later window) and forgets a key with reset', async () => {
    let now = 0;
    const limiter = new MemoryRateLimiter(() => now);
    await limiter.hit('k', 2, 60);
    await limiter.hit('k', 2, 60);
    await limiter.refund('k');
    expect(await limiter.hit('k', 2, 60)).toMatchObject({ allowed: true, count: 2 });
    await limiter.reset('k');
    await limiter.refund('k');
    expect(await limiter.hit('k', 2, 60)).toMatchObject({ allowed: true, count: 1 });
    now = 61_000;
    await limiter.refund('k');
    expect(await limiter.hit('k', 2, 60)).toMatchObject({ count: 1 });
  });

  it('counts each key on its own', async () => {
    const limiter = new MemoryRateLimiter(() => 0);
    expect((await limiter.hit('a', 1, 60)).allowed).toBe(true);
    expect((await limiter.hit('a', 1, 60)).allowed).toBe(false);
    expect((await limiter.hit('b', 1, 60)).allowed).toBe(true);
  });

  it('forgets expired windows so many distinct keys do not pile up', async () => {
    let now = 0;
    const limiter = new MemoryRateLimiter(() => now);
    for (let i = 0; i < 999; i++) await limiter.hit(`ip:${i}`, 5, 10);
    expect(limiter.size).toBe(999);
    now = 11_000;
    await limiter.hit('late', 5, 10);
    expect(limiter.size).toBe(1);
  });
});
