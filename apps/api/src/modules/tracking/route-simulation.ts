import type { Db } from '../../db/database.js';
import { userError } from '../../lib/errors.js';
import { UNDER_WAY } from '../delivery/courier-repository.js';
import { sendCourierLocation } from './tracking-links.js';

export type RoutePoint = { latitude: number; longitude: number };

/** `parseRoutePoint('-23.5632,-46.6543')` → { latitude: -23.5632, longitude: -46.6543 }; null when not a place on Earth. */
export function parseRoutePoint(text: string): RoutePoint | null {
  const m = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  if (!m) return null;
  const latitude = Number(m[1]);
  const longitude = Number(m[2]);
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}

/**
 * Admin command `route:simulate`: the order's courier "drives" through the points, one every `intervalMs`, each
 * sent the way the courier's phone sends it (kept as the last position and relayed to the order's sockets).
 */
export async function simulateRoute(
  db: Db,
  orderId: number,
  points: readonly RoutePoint[],
  options: { intervalMs: number; sleep?: (ms: number) => Promise<void>; clock?: () => Date },
): Promise<number> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'status', 'courierId'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw userError('order.notFound', 404);
  if (!UNDER_WAY.includes(order.status)) throw userError('delivery.notUnderWay', 409);
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const clock = options.clock ?? (() => new Date());
  for (const [i, point] of points.entries()) {
    if (i > 0) await sleep(options.intervalMs);
    await sendCourierLocation(db, orderId, point, clock());
  }
  return points.length;
}
