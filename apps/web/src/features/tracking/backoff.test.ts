import { describe, expect, it } from 'vitest';
import { BACKOFF, reconnectDelay } from './backoff';

describe('reconnectDelay', () => {
  it('doubles from 1 s and stops at 30 s (jitter 1: the whole wait)', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((n) => reconnectDelay(n, 1))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
  it('spreads phones over the last quarter of each wait', () => {
    expect(reconnectDelay(0, 0)).toBe(750);
    expect(reconnectDelay(3, 0.5)).toBe(7_000);
    expect(reconnectDelay(10, 0)).toBe(BACKOFF.maxMs * 0.75);
  });
  it('takes odd inputs calmly', () => {
    expect(reconnectDelay(-1, 1)).toBe(1_000);
    expect(reconnectDelay(1_000, 1)).toBe(30_000);
    expect(reconnectDelay(0, 7)).toBe(1_000);
  });
});
