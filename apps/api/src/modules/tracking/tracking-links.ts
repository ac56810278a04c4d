import type { ServerMessage } from '@store/core';
import { loadConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { CourierReplaced } from '../delivery/courier-events.js';
import { UNDER_WAY } from '../delivery/courier-repository.js';
import { clearPosition, savePositionIfUnderWay } from './delivery-store.js';
import type { DeliveryHub } from './hub.js';
import { RedisBus } from './redis-bus.js';

/*
 * How the rest of the app reaches an order's sockets on every instance: a delivery that ended closes them, a new
 * courier closes the former one's, `route:simulate` sends positions the way a courier's socket does. A process
 * without sockets of its own (the admin command) reaches the servers' sockets only through Redis.
 */

/** The hubs of the apps this process runs (one in production; tests may start two). */
const hubs = new Map<DeliveryHub, Db>();

export function registerHub(hub: DeliveryHub, db: Db): () => void {
  hubs.set(hub, db);
  return () => void hubs.delete(hub);
}

/**
 * The order left the road (delivered, not delivered, cancelled, moved back by the store), once committed: where the
 * courier was is forgotten and the order's sockets close on every instance. From a process without sockets of its
 * own (the admin command), the end reaches the servers' sockets only through Redis.
 */
export async function endTracking(db: Db, orderId: number, status: string): Promise<void> {
  await clearPosition(db, orderId);
  await toSockets(orderId, { type: 'end', status });
}

/** The order has another courier now: the former one's sockets close on every instance. */
export async function courierChanged({ orderId, courierId }: CourierReplaced): Promise<void> {
  await toSockets(orderId, { type: 'courier', courierId });
}

async function toSockets(orderId: number, message: Record<string, unknown>): Promise<void> {
  if (hubs.size > 0) {
    for (const hub of hubs.keys()) await hub.publish(orderId, message);
    return;
  }
  const { redisUrl, redisPrefix } = loadConfig();
  if (!redisUrl) return;
  const bus = new RedisBus(redisUrl, redisPrefix);
  try {
    await bus.publish(orderId, message);
  } finally {
    await bus.close();
  }
}

/**
 * A position as the courier's socket sends it (the caller checked that the order is under way). From a process
 * without sockets of its own (the admin command), it reaches the servers' sockets only through Redis.
 */
export async function sendCourierLocation(
  db: Db,
  orderId: number,
  coords: { latitude: number; longitude: number },
  at: Date,
): Promise<void> {
  const iso = at.toISOString();
  if (!(await savePositionIfUnderWay(db, orderId, coords, iso, UNDER_WAY))) return;
  await toSockets(orderId, {
    type: 'location',
    coords: { latitude: coords.latitude, longitude: coords.longitude },
    at: iso,
  } satisfies ServerMessage);
}
