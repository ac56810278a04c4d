import type { ChatLine, DeliveryPoint, ServerMessage } from '@store/core';
import { loadConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { UNDER_WAY } from './courier-repository.js';
import { clearPosition, findChat, findLastPosition, savePositionIfUnderWay } from './delivery-store.js';
import type { DeliveryHub } from './hub.js';
import { RedisBus } from './redis-bus.js';

/*
 * Where the courier operations meet the live tracking (socket, bus, delivery store): a delivery that ended closes
 * the order's sockets on every instance; the customer's `Order.delivery` reads the last position and the chat;
 * `route:simulate` sends positions the way a courier's socket does. Kept apart so the operations do not depend on
 * how the tracking is built.
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
export async function courierChanged(orderId: number, courierId: number): Promise<void> {
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

export async function lastPosition(db: Db, orderId: number): Promise<DeliveryPoint | null> {
  return findLastPosition(db, orderId);
}

export async function chatOf(db: Db, orderId: number): Promise<ChatLine[]> {
  return findChat(db, orderId);
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
