import type { ChatLine, CourierCoords, DeliveryPoint } from '@store/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** How much of an order's chat a join or `Order.delivery` carries: a delivery's talk is short. */
export const CHAT_HISTORY = 100;

/** Keeps only the last position of the order (an upsert): where the courier was is not history the store needs. */
export async function savePosition(db: Db, orderId: number, coords: CourierCoords, at: string): Promise<void> {
  const row = {
    latitude: coords.latitude,
    longitude: coords.longitude,
    accuracy: coords.accuracy ?? null,
    speed: coords.speed ?? null,
    at,
  };
  await db
    .insertInto('deliveryPositions')
    .values({ orderId, ...row })
    .onConflict((oc) => oc.column('orderId').doUpdateSet(row))
    .execute();
}

const real = (v: number | null | undefined) => sql<number>`cast(${v ?? null} as double precision)`;

/**
 * Like savePosition, but only while the order is under way, read in the same statement (INSERT … SELECT): a position
 * arriving as the delivery ends cannot land after the position was cleared. True when it was stored.
 */
export async function savePositionIfUnderWay(
  db: Db,
  orderId: number,
  coords: CourierCoords,
  at: string,
  underWay: readonly string[],
): Promise<boolean> {
  const row = {
    latitude: coords.latitude,
    longitude: coords.longitude,
    accuracy: coords.accuracy ?? null,
    speed: coords.speed ?? null,
    at,
  };
  const result = await db
    .insertInto('deliveryPositions')
    .columns(['orderId', 'latitude', 'longitude', 'accuracy', 'speed', 'at'])
    .expression((eb) =>
      eb
        .selectFrom('orders')
        .select([
          'orders.id',
          real(row.latitude).as('latitude'),
          real(row.longitude).as('longitude'),
          real(row.accuracy).as('accuracy'),
          real(row.speed).as('speed'),
          sql<string>`cast(${at} as text)`.as('at'),
        ])
        .where('orders.id', '=', orderId)
        .where('orders.status', 'in', underWay),
    )
    .onConflict((oc) => oc.column('orderId').doUpdateSet(row))
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Chat messages an order keeps: a delivery's talk is short, more is a script filling the table. */
export const CHAT_STORED_MAX = 200;

export async function countChat(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('deliveryChat')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('orderId', '=', orderId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findLastPosition(db: Db, orderId: number): Promise<DeliveryPoint | null> {
  const row = await db
    .selectFrom('deliveryPositions')
    .select(['latitude', 'longitude', 'at'])
    .where('orderId', '=', orderId)
    .executeTakeFirst();
  return row ? { latitude: Number(row.latitude), longitude: Number(row.longitude), at: row.at } : null;
}

/** Forgets where the courier was once the delivery is over. */
export async function clearPosition(db: Db, orderId: number): Promise<void> {
  await db.deleteFrom('deliveryPositions').where('orderId', '=', orderId).execute();
}

export async function addChatMessage(
  db: Db,
  m: { orderId: number; userId: number; sender: string; message: string; at: string },
): Promise<ChatLine> {
  const row = await db
    .insertInto('deliveryChat')
    .values({ orderId: m.orderId, userId: m.userId, sender: m.sender, message: m.message, createdAt: m.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: String(row.id), from: m.sender, message: m.message, at: m.at };
}

/** The order's chat, oldest first (the last CHAT_HISTORY messages). */
export async function findChat(db: Db, orderId: number): Promise<ChatLine[]> {
  const rows = await db
    .selectFrom('deliveryChat')
    .select(['id', 'sender', 'message', 'createdAt'])
    .where('orderId', '=', orderId)
    .orderBy('id', 'desc')
    .limit(CHAT_HISTORY)
    .execute();
  return rows.reverse().map((r) => ({ id: String(r.id), from: r.sender, message: r.message, at: r.createdAt }));
}
