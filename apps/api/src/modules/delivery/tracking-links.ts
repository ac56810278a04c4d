import type { Db } from '../../db/database.js';

/*
 * Where the courier operations meet the live tracking (socket, bus, delivery store): a delivery that ended closes
 * the order's sockets on every instance; the customer's `Order.delivery` reads the last position and the chat;
 * `route:simulate` sends positions the way a courier's socket does. Kept apart so the operations do not depend on
 * how the tracking is built.
 */

export type TrackPosition = { latitude: number; longitude: number; at: string };
export type TrackChatMessage = { id: string | number; from: string; message: string; at: string };

export async function deliveryEnded(orderId: number, status: string): Promise<void> {
  void orderId;
  void status;
}

export async function lastPosition(db: Db, orderId: number): Promise<TrackPosition | null> {
  void db;
  void orderId;
  return null;
}

export async function chatOf(db: Db, orderId: number): Promise<TrackChatMessage[]> {
  void db;
  void orderId;
  return [];
}

export async function sendCourierLocation(db: Db, orderId: number, coords: { latitude: number; longitude: number }, at: Date): Promise<void> {
  void db;
  void orderId;
  void coords;
  void at;
}
