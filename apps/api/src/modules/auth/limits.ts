import type { FastifyRequest } from 'fastify';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { TooManyAttempts } from './oauth-error.js';

type Limit = { limit: number; windowSeconds: number };

/**
 * Attempts allowed per window. Every attempt counts (the counter is bumped before the check, so parallel
 * guesses cannot slip past it), and a known and an unknown e-mail count the same, so the limiter says nothing
 * about which accounts exist. Sign-in has no hard limit per account, which would let anyone lock its owner out:
 * see sign-in-throttle.ts.
 */
export const LIMITS = {
  signInAccountIp: { limit: 10, windowSeconds: 15 * 60 },
  signInIp: { limit: 100, windowSeconds: 15 * 60 },
  registerIp: { limit: 20, windowSeconds: 60 * 60 },
  registerNotice: { limit: 1, windowSeconds: 60 * 60 },
  forgotAccount: { limit: 5, windowSeconds: 60 * 60 },
  forgotIp: { limit: 30, windowSeconds: 60 * 60 },
  resetAccount: { limit: 10, windowSeconds: 15 * 60 },
  resetIp: { limit: 50, windowSeconds: 15 * 60 },
  resendUser: { limit: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

/** Counts one attempt on each key; throws TooManyAttempts (429) when any of them is over its limit. */
export async function enforceLimits(limiter: RateLimiter, checks: [LimitName, string][]): Promise<void> {
  const results = await Promise.all(
    checks.map(([name, key]) => limiter.hit(`${name}:${key}`, LIMITS[name].limit, LIMITS[name].windowSeconds)),
  );
  const refused = results.filter((r) => !r.allowed);
  if (refused.length > 0) throw new TooManyAttempts(Math.max(...refused.map((r) => r.retryAfter)));
}

/** The account a limit counts for: the same address in two stores is two accounts. */
export const accountKey = (storeId: number, email: string) => `${storeId}:${email}`;

export const ipKey = (request: FastifyRequest) => request.ip;
