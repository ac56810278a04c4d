import type { Db } from '../../db/database.js';

export type Coords = { latitude: number; longitude: number; accuracy?: number | null; speed?: number | null };
export type StoredPosition = { latitude: number; longitude: number; at: string };
export type StoredChat = { id: string; from: string; message: string; at: string };

/** How much of an order's chat a join or `Order.delivery` carries: a delivery's talk is short. */
export const CHAT_HISTORY = 100;

/** Keeps only the last position of the order (an upsert): where the courier was is not history the store needs. */
export async function savePosition(db: Db, orderId: number, coords: Coords, at: string): Promise<void> {
  const row = { latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy ?? null, speed: coords.speed ?? null, at };
  await db
    .insertInto('deliveryPositions')
    .values({ orderId, ...row })
    .onConflict((oc) => oc.column('orderId').doUpdateSet(row))
    .execute();
}

export async function findLastPosition(db: Db, orderId: number): Promise<StoredPosition | null> {
  const row = await db.selectFrom('deliveryPositions').select(['latitude', 'longitude', 'at']).where('orderId', '=', orderId).executeTakeFirst();
  return row ? { latitude: Number(row.latitude), longitude: Number(row.longitude), at: row.at } : null;
}

/** Forgets where the courier was once the delivery is over. */
export async function clearPosition(db: Db, orderId: number): Promise<void> {
  await db.deleteFrom('deliveryPositions').where('orderId', '=', orderId).execute();
}

export async function addChatMessage(db: Db, m: { orderId: number; userId: number; sender: string; message: string; at: string }): Promise<StoredChat> {
  const row = await db
    .insertInto('deliveryChat')
    .values({ orderId: m.orderId, userId: m.userId, sender: m.sender, message: m.message, createdAt: m.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: String(row.id), from: m.sender, message: m.message, at: m.at };
}

/** The order's chat, oldest first (the last CHAT_HISTORY messages). */
export async function findChat(db: Db, orderId: number): Promise<StoredChat[]> {
  const rows = await db
    .selectFrom('deliveryChat')
    .select(['id', 'sender', 'message', 'createdAt'])
    .where('orderId', '=', orderId)
    .orderBy('id', 'desc')
    .limit(CHAT_HISTORY)
    .execute();
  return rows.reverse().map((r) => ({ id: String(r.id), from: r.sender, message: r.message, at: r.createdAt }));
}
