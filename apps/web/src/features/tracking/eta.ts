import { haversineMeters, type Coords } from '@store/core';

// the courier pages take these from the tracking feature's public entry
export { haversineMeters, type Coords };

/** A courier position as it arrived: where, when (ms since epoch) and the speed the phone measured, if any (m/s). */
export type PositionSample = Coords & { at: number; speed?: number | null };

/** Only the last two minutes say how fast the courier goes now (a stop at a light an hour ago says nothing). */
export const SPEED_WINDOW_MS = 120_000;
/** A motorbike in city traffic, about 18 km/h: used until the courier has moved enough to measure. */
export const DEFAULT_SPEED_MPS = 5;
/** Slower than walking reads as "stopped": the estimate keeps the city speed instead of growing without bound. */
const MIN_SPEED_MPS = 1.5;
/** Streets are not straight lines: the way by road is about a third longer than the great-circle distance. */
export const ROAD_FACTOR = 1.3;

/**
 * The courier's recent speed in m/s: distance covered over time across the samples of the last two minutes, else
 * the mean of the speeds the phone reported, else the city default; never below a slow walk.
 */
export function recentSpeed(samples: readonly PositionSample[]): number {
  const last = samples.at(-1);
  if (!last) return DEFAULT_SPEED_MPS;
  const recent = samples.filter((s) => last.at - s.at <= SPEED_WINDOW_MS);
  let measured: number | null = null;
  const first = recent[0]!;
  const seconds = (last.at - first.at) / 1000;
  if (recent.length >= 2 && seconds >= 5) {
    let metres = 0;
    for (let i = 1; i < recent.length; i += 1) metres += haversineMeters(recent[i - 1]!, recent[i]!);
    measured = metres / seconds;
  }
  if (measured === null) {
    const reported = recent
      .map((s) => s.speed)
      .filter((v): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0);
    if (reported.length > 0) measured = reported.reduce((sum, v) => sum + v, 0) / reported.length;
  }
  if (measured === null || !Number.isFinite(measured)) return DEFAULT_SPEED_MPS;
  return Math.max(MIN_SPEED_MPS, measured);
}

/**
 * 'Chega em cerca de {n} min': the remaining road distance over the recent speed, in whole minutes, at least 1;
 * null without a position or a destination (nothing honest to say).
 */
export function etaMinutes(
  position: Coords | null | undefined,
  destination: Coords | null | undefined,
  samples: readonly PositionSample[] = [],
): number | null {
  if (!position || !destination) return null;
  const metres = haversineMeters(position, destination) * ROAD_FACTOR;
  return Math.max(1, Math.round(metres / recentSpeed(samples) / 60));
}
