import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';

/** A ticket opens one socket within a minute of being asked for, once: a URL in a log or history is worth nothing. */
export const TICKET_SECONDS = 60;

const hash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export type IssuedTicket = { ticket: string; expiresAt: string };
export type ClaimedTicket = { userId: number; orderId: number; sessionId: string | null };

/** 32 random bytes for this user and order, stored only as SHA-256. */
export async function issueTicket(
  db: Db,
  who: { userId: number; orderId: number; sessionId: string | null },
  now = new Date(),
): Promise<IssuedTicket> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = nowIso(new Date(now.getTime() + TICKET_SECONDS * 1000));
  await db
    .insertInto('deliveryTickets')
    .values({
      tokenHash: hash(ticket),
      userId: who.userId,
      orderId: who.orderId,
      sessionId: who.sessionId,
      expiresAt,
      usedAt: null,
      createdAt: nowIso(now),
    })
    .execute();
  // old tickets are worth nothing: drop those of this user that expired, so the table stays small
  await db
    .deleteFrom('deliveryTickets')
    .where('userId', '=', who.userId)
    .where('expiresAt', '<', nowIso(now))
    .execute();
  return { ticket, expiresAt };
}

/**
 * Claims a ticket for the order it was made for: the conditional update lets only one of two parallel uses
 * succeed. Unknown, expired, used or another order's ticket: null, all alike.
 */
export async function claimTicket(
  db: Db,
  ticket: string,
  orderId: number,
  now = new Date(),
): Promise<ClaimedTicket | null> {
  if (ticket.length < 16 || ticket.length > 100) return null;
  const at = nowIso(now);
  const row = await db
    .selectFrom('deliveryTickets')
    .select(['id', 'userId', 'orderId', 'sessionId', 'expiresAt', 'usedAt'])
    .where('tokenHash', '=', hash(ticket))
    .executeTakeFirst();
  if (!row || row.orderId !== orderId || row.usedAt !== null || row.expiresAt <= at) return null;
  const claimed = await db
    .updateTable('deliveryTickets')
    .set({ usedAt: at })
    .where('id', '=', row.id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return null;
  return { userId: row.userId, orderId: row.orderId, sessionId: row.sessionId };
}
