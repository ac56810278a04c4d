import { haversineMeters, type Coords } from '../tracking/public';

/**
 * How often the courier's phone sends its position: rarely while far (the customer's ETA barely changes and the
 * battery lasts), more often as the destination nears (the last few hundred metres are what the customer watches).
 * A position goes out when the courier moved `metres` since the last one sent, or `seconds` passed anyway.
 */
export const SHARE_STEPS = [
  { within: 300, metres: 10, seconds: 5 },
  { within: 1_500, metres: 30, seconds: 10 },
  { within: Infinity, metres: 100, seconds: 30 },
] as const;

export type SentPosition = Coords & { at: number };

/** The step for this distance to the destination; the far step without a destination. */
export function shareStep(position: Coords, destination: Coords | null) {
  const distance = destination ? haversineMeters(position, destination) : Infinity;
  return SHARE_STEPS.find((step) => distance <= step.within) ?? SHARE_STEPS[SHARE_STEPS.length - 1]!;
}

/** True when `next` (at `now`, ms) should be sent, given the last position sent (null: none yet, send). */
export function shouldSend(last: SentPosition | null, next: Coords, destination: Coords | null, now: number): boolean {
  if (!last) return true;
  const step = shareStep(next, destination);
  return haversineMeters(last, next) >= step.metres || now - last.at >= step.seconds * 1000;
}
