import { describe, expect, it } from 'vitest';
import { haversineMeters } from './geo';

const PAULISTA = { latitude: -23.5614, longitude: -46.6559 };
const SE = { latitude: -23.5505, longitude: -46.6333 };

describe('haversineMeters', () => {
  it('one degree of latitude is 111 195 m', () => {
    expect(Math.round(haversineMeters({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 }))).toBe(111_195);
  });

  it('measures across a city: Av. Paulista to Praça da Sé about 2.6 km, Rua Augusta to Av. Paulista 1090 m', () => {
    expect(haversineMeters(PAULISTA, SE)).toBeGreaterThan(2_500);
    expect(haversineMeters(PAULISTA, SE)).toBeLessThan(2_700);
    const augusta = { latitude: -23.5534, longitude: -46.6546 };
    expect(Math.round(haversineMeters(augusta, { latitude: -23.5632, longitude: -46.6543 }))).toBe(1090);
  });

  it('is zero for the same point and symmetric', () => {
    expect(haversineMeters(SE, SE)).toBe(0);
    expect(haversineMeters(SE, PAULISTA)).toBeCloseTo(haversineMeters(PAULISTA, SE), 6);
  });

  it('never exceeds half the globe, even for antipodes', () => {
    const half = Math.PI * 6_371_000;
    expect(haversineMeters({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(half, 0);
  });
});
