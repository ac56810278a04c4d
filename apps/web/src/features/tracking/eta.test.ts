import { describe, expect, it } from 'vitest';
import { DEFAULT_SPEED_MPS, etaMinutes, haversineMeters, recentSpeed, ROAD_FACTOR } from './eta';

const PAULISTA = { latitude: -23.5614, longitude: -46.6559 };
const SE = { latitude: -23.5505, longitude: -46.6333 };

describe('recentSpeed', () => {
  it('uses the city default with no or a single sample', () => {
    expect(recentSpeed([])).toBe(DEFAULT_SPEED_MPS);
    expect(recentSpeed([{ ...SE, at: 0 }])).toBe(DEFAULT_SPEED_MPS);
  });
  it('is the distance covered over the time of the last two minutes', () => {
    // ~111 m north in 20 s: about 5.6 m/s
    const samples = [
      { latitude: 0, longitude: 0, at: 0 },
      { latitude: 0.001, longitude: 0, at: 20_000 },
    ];
    expect(recentSpeed(samples)).toBeCloseTo(111.19 / 20, 1);
  });
  it('ignores samples older than two minutes', () => {
    const samples = [
      { latitude: 0, longitude: 0, at: 0 }, // ten minutes before: a long stop then, not now
      { latitude: 0.01, longitude: 0, at: 600_000 },
      { latitude: 0.0109, longitude: 0, at: 610_000 },
    ];
    expect(recentSpeed(samples)).toBeCloseTo((0.0009 * 111_195) / 10, 0);
  });
  it("falls back to the phone's reported speed, and never says slower than a slow walk", () => {
    expect(recentSpeed([{ ...SE, at: 0, speed: 8 }])).toBe(8);
    const stopped = [
      { ...SE, at: 0 },
      { ...SE, at: 60_000 },
    ];
    expect(recentSpeed(stopped)).toBe(1.5);
  });
});

describe('etaMinutes', () => {
  it('is null without a position or a destination', () => {
    expect(etaMinutes(null, SE)).toBeNull();
    expect(etaMinutes(SE, null)).toBeNull();
  });
  it('is the road distance over the default speed, rounded to whole minutes', () => {
    const minutes = (haversineMeters(PAULISTA, SE) * ROAD_FACTOR) / DEFAULT_SPEED_MPS / 60;
    expect(etaMinutes(PAULISTA, SE)).toBe(Math.round(minutes));
    expect(etaMinutes(PAULISTA, SE)).toBe(11);
  });
  it('is at least 1 minute at the door', () => {
    expect(etaMinutes(SE, SE)).toBe(1);
  });
  it('shrinks as the courier goes faster', () => {
    const fast = [
      { latitude: -23.57, longitude: -46.66, at: 0 },
      { latitude: -23.5655, longitude: -46.66, at: 30_000 }, // ~500 m in 30 s
    ];
    expect(etaMinutes(PAULISTA, SE, fast)!).toBeLessThan(etaMinutes(PAULISTA, SE)!);
  });
});
