import { DELIVERY_CLOSE, parseCoords, type ServerMessage } from '@store/core';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';
import { freeText } from '../../lib/validation.js';
import { findDeliveryOrder } from '../delivery/access.js';
import { DELIVERY_OVER, UNDER_WAY } from '../delivery/courier-repository.js';
import { addChatMessage, CHAT_STORED_MAX, countChat, savePositionIfUnderWay } from './delivery-store.js';
import type { DeliveryHub, Member } from './hub.js';

export const CHAT_MAX = 500;
/** Chat messages per socket in a window: a few per second is talk, more is a script. */
export const CHAT_RATE = { messages: 10, windowMs: 10_000 };
/** A phone sends about one position a second; more often is dropped rather than stored and relayed. */
export const LOCATION_MIN_INTERVAL_MS = 250;

/** What each socket remembers between its messages. */
export type SocketState = { chatTimes: number[]; lastLocation: number };

export type MessageContext = { db: Db; hub: DeliveryHub; member: Member; state: SocketState; clock: () => Date };

const reply = (ctx: MessageContext, message: ServerMessage) => ctx.hub.send(ctx.member, JSON.stringify(message));

/**
 * The courier's position: stored as the order's last and relayed to the order's other sockets, only while the
 * order is under way (a courier's phone left open before or after the delivery tells nobody where they are).
 */
async function location(ctx: MessageContext, raw: unknown): Promise<void> {
  if (ctx.member.role !== 'courier') return reply(ctx, { type: 'error', error: 'forbidden' });
  const coords = parseCoords(raw);
  if (!coords) return reply(ctx, { type: 'error', error: 'invalid' });
  const now = ctx.clock();
  if (now.getTime() - ctx.state.lastLocation < LOCATION_MIN_INTERVAL_MS) return;
  ctx.state.lastLocation = now.getTime();
  const order = await currentOrder(ctx);
  if (!order) return;
  if (!UNDER_WAY.includes(order.status)) return reply(ctx, { type: 'error', error: 'not_under_way' });
  const at = nowIso(now);
  // the status is read again in the same statement: a position racing the end of the delivery is not kept
  if (!(await savePositionIfUnderWay(ctx.db, ctx.member.orderId, coords, at, UNDER_WAY)))
    return reply(ctx, { type: 'error', error: 'not_under_way' });
  await ctx.hub.publish(ctx.member.orderId, { type: 'location', coords, at } satisfies ServerMessage, ctx.member);
}

/**
 * The order as it is now, or undefined after closing this socket: an order that is over closes its sockets
 * everywhere, and a courier who is no longer the order's (reassigned) loses this socket.
 */
async function currentOrder(ctx: MessageContext) {
  const order = await findDeliveryOrder(ctx.db, ctx.member.orderId);
  if (!order || DELIVERY_OVER.includes(order.status)) {
    // ended another way (an admin's status change): close this order's sockets everywhere
    await ctx.hub.endOrder(ctx.member.orderId, order?.status ?? 'missing');
    return undefined;
  }
  if (ctx.member.role === 'courier' && order.courierId !== ctx.member.userId) {
    ctx.member.socket.close(DELIVERY_CLOSE.notAllowed, 'courier replaced');
    return undefined;
  }
  return order;
}

async function chat(ctx: MessageContext, raw: unknown): Promise<void> {
  const message = typeof raw === 'string' ? raw.trim() : '';
  if (message === '') return reply(ctx, { type: 'error', error: 'invalid' });
  const problem = freeText(message, CHAT_MAX);
  if (problem) return reply(ctx, { type: 'error', error: 'invalid', message: problem });
  const now = ctx.clock();
  const recent = ctx.state.chatTimes.filter((t) => now.getTime() - t < CHAT_RATE.windowMs);
  if (recent.length >= CHAT_RATE.messages) {
    ctx.state.chatTimes = recent;
    return reply(ctx, { type: 'error', error: 'rate_limited' });
  }
  ctx.state.chatTimes = [...recent, now.getTime()];
  const order = await currentOrder(ctx);
  if (!order) return;
  // a chat is between the customer and a courier: none before one is assigned
  if (order.courierId === null) return reply(ctx, { type: 'error', error: 'no_courier' });
  if ((await countChat(ctx.db, ctx.member.orderId)) >= CHAT_STORED_MAX)
    return reply(ctx, { type: 'error', error: 'chat_full' });
  const stored = await addChatMessage(ctx.db, {
    orderId: ctx.member.orderId,
    userId: ctx.member.userId,
    sender: ctx.member.role,
    message,
    at: nowIso(now),
  });
  await ctx.hub.publish(ctx.member.orderId, { type: 'chat', ...stored } satisfies ServerMessage);
}

/** One text frame from a member: JSON with a `type`; anything else gets `{ type: 'error' }` and changes nothing. */
export async function handleMessage(ctx: MessageContext, text: string): Promise<void> {
  ctx.hub.touch(ctx.member);
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    body = parsed as Record<string, unknown>;
  } catch {
    return reply(ctx, { type: 'error', error: 'invalid' });
  }
  switch (body.type) {
    case 'ping':
      return reply(ctx, { type: 'pong' });
    case 'location':
      return location(ctx, body.coords);
    case 'chat':
      return chat(ctx, body.message);
    default:
      return reply(ctx, { type: 'error', error: 'unknown_type' });
  }
}
