import { describe, expect, it } from 'vitest';
import { shareStep, shouldSend } from './share-throttle';

const DOOR = { latitude: -23.55, longitude: -46.63 };
/** a point `metres` north of the door (1° of latitude ≈ 111,195 m) */
const north = (metres: number) => ({ latitude: DOOR.latitude + metres / 111_195, longitude: DOOR.longitude });

describe('share throttle', () => {
  it('sends the first position at once', () => {
    expect(shouldSend(null, north(5_000), DOOR, 0)).toBe(true);
  });
  it('far away: only after 100 m or 30 s', () => {
    const last = { ...north(5_000), at: 0 };
    expect(shouldSend(last, north(4_950), DOOR, 10_000)).toBe(false);
    expect(shouldSend(last, north(4_890), DOOR, 10_000)).toBe(true);
    expect(shouldSend(last, north(4_990), DOOR, 30_000)).toBe(true);
  });
  it('more often as the door nears: 30 m / 10 s within 1.5 km, 10 m / 5 s within 300 m', () => {
    expect(shareStep(north(1_000), DOOR).metres).toBe(30);
    expect(shareStep(north(200), DOOR).metres).toBe(10);
    const near = { ...north(200), at: 0 };
    expect(shouldSend(near, north(188), DOOR, 1_000)).toBe(true);
    expect(shouldSend(near, north(195), DOOR, 1_000)).toBe(false);
    expect(shouldSend(near, north(195), DOOR, 5_000)).toBe(true);
  });
  it('without a destination uses the far step', () => {
    expect(shareStep(DOOR, null).metres).toBe(100);
  });
});
