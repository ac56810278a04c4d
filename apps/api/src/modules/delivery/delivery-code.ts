import { randomInt, timingSafeEqual } from 'node:crypto';

/** Wrong codes allowed before the order's code is locked, and for how long (the spec's delivery apps' habit). */
export const CODE_RULES = { maxTries: 5, lockMinutes: 15 } as const;

/** Four digits from the system's secure random source: `newDeliveryCode()` → '0427'. */
export function newDeliveryCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

/** Whether the text is a well-formed code (4 digits, spaces around ignored). */
export function isCodeShape(code: string): boolean {
  return /^\d{4}$/.test(code.trim());
}

/** Compares in constant time, so the time an answer takes says nothing about how many digits were right. */
export function codesMatch(stored: string, given: string): boolean {
  const a = Buffer.from(stored.padEnd(4, ' '));
  const b = Buffer.from(given.trim().padEnd(4, ' ').slice(0, 4));
  return a.length === b.length && timingSafeEqual(a, b) && given.trim().length === 4;
}

/** When tries stay locked after the last allowed wrong code: `lockedUntil(now)` → now + 15 min, as ISO text. */
export function lockedUntil(now: Date): string {
  return new Date(now.getTime() + CODE_RULES.lockMinutes * 60_000).toISOString();
}

/**
 * Whole minutes (1 to 15) until the lock ends, for the message. A concurrent try whose clock was read just before the
 * locking one's would otherwise read 16.
 */
export function minutesLeft(until: string, now: Date): number {
  return Math.min(CODE_RULES.lockMinutes, Math.max(1, Math.ceil((Date.parse(until) - now.getTime()) / 60_000)));
}
