import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from './rate-limit.js';

describe('MemoryRateLimiter', () => {
  it('allows `limit` hits per window, then refuses with the seconds left', async () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter(() => now);
    for (let i = 0; i < 3; i++) expect(await limiter.hit('k', 3, 60)).toEqual({ allowed: true, retryAfter: 0 });
    expect(await limiter.hit('k', 3, 60)).toEqual({ allowed: false, retryAfter: 60 });
    now += 45_500;
    expect(await limiter.hit('k', 3, 60)).toEqual({ allowed: false, retryAfter: 15 });
    now += 14_500;
    expect(await limiter.hit('k', 3, 60)).toEqual({ allowed: true, retryAfter: 0 });
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
