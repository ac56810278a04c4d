import type { RateLimiter } from '../../lib/rate-limit.js';
import { enforceLimits } from './limits.js';

/**
 * Failed sign-ins on one account from every address together: after `freeFailures` in the window each further
 * attempt waits `stepMs` more, up to `maxMs`. Only a wait, never a refusal: a refusal per account would let
 * anyone lock the owner out by typing wrong passwords for their e-mail.
 */
export const SIGN_IN_SLOWDOWN = { windowSeconds: 15 * 60, freeFailures: 10, stepMs: 250, maxMs: 2000 };

/** How a slowed sign-in waits: a timer, so no database connection or worker is held meanwhile. Tests replace it. */
export const signInPause = { wait: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)) };

/** The wait before checking a password when `failures` earlier attempts on the account failed: slowDownMs(12) → 750. */
export function slowDownMs(failures: number): number {
  const { freeFailures, stepMs, maxMs } = SIGN_IN_SLOWDOWN;
  return Math.min(maxMs, Math.max(0, failures - freeFailures + 1) * stepMs);
}

export type SignInAttempt = { succeeded(): Promise<void> };

/**
 * Counts a password sign-in before its password is checked (parallel guesses cannot slip past the counts):
 * 429 after 10 per (account, address) or 100 per address in 15 minutes, then the account's bounded wait.
 * `succeeded` takes the attempt back, so only failures count: the owner's right password from an address that
 * has not been failing gets in whatever other addresses tried. A known and an unknown e-mail count the same.
 */
export async function throttleSignIn(limiter: RateLimiter, account: string, address: string): Promise<SignInAttempt> {
  // the address first: it has no '|', so the pair key cannot be read two ways
  const pair = `${address}|${account}`;
  await enforceLimits(limiter, [
    ['signInAccountIp', pair],
    ['signInIp', address],
  ]);
  const accountKey = `signInAccount:${account}`;
  const { count } = await limiter.hit(accountKey, Number.MAX_SAFE_INTEGER, SIGN_IN_SLOWDOWN.windowSeconds);
  const wait = slowDownMs(count - 1);
  if (wait > 0) await signInPause.wait(wait);
  return {
    async succeeded() {
      await Promise.all([
        limiter.reset(`signInAccountIp:${pair}`),
        limiter.refund(`signInIp:${address}`),
        limiter.refund(accountKey),
      ]);
    },
  };
}
