import { DELIVERY_CLOSE, type ServerMessage } from '@store/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { Db } from '../../db/database.js';
import { isFamilyRevoked } from '../auth/refresh-token-repository.js';
import { parseId } from '../stores/scope.js';
import { findDeliveryOrder, roleInOrder } from '../delivery/access.js';
import { DELIVERY_OVER } from '../delivery/courier-repository.js';
import { customerDelivery } from './customer-delivery.js';
import type { DeliveryHub } from './hub.js';
import { handleMessage, type SocketState } from './socket-messages.js';
import { claimTicket } from './tickets.js';

/** Largest frame a member may send: a chat message of 500 characters fits many times over. */
export const MAX_FRAME_BYTES = 4096;
/** Frames that arrive while the ticket is being checked wait, up to this many. */
const EARLY_FRAMES = 8;

export type SocketOptions = { db: Db; hub: DeliveryHub; clock?: () => Date };

type Admission =
  | { close: number }
  | {
      userId: number;
      orderId: number;
      role: 'customer' | 'courier' | 'staff';
      sessionId: string | null;
      customerId: number;
      final: boolean;
    };

/** Who the ticket lets in, and as what; or the close code that tells them why not. */
async function admit(db: Db, rawOrderId: string, token: string | undefined, now: Date): Promise<Admission> {
  const orderId = parseId(rawOrderId);
  if (!token || orderId === null) return { close: DELIVERY_CLOSE.notAllowed };
  const claim = await claimTicket(db, token, orderId, now);
  if (!claim) return { close: DELIVERY_CLOSE.notAllowed };
  const user = await db
    .selectFrom('users')
    .select(['id', 'storeId', 'role'])
    .where('id', '=', claim.userId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!user) return { close: DELIVERY_CLOSE.notAllowed };
  if (claim.sessionId && (await isFamilyRevoked(db, claim.sessionId))) return { close: DELIVERY_CLOSE.sessionsRevoked };
  // asked again: the courier may have been replaced since the ticket was made
  const order = await findDeliveryOrder(db, orderId);
  const role = order ? roleInOrder(user, order) : null;
  if (!order || !role) return { close: DELIVERY_CLOSE.notFound };
  return {
    userId: user.id,
    orderId,
    role,
    sessionId: claim.sessionId,
    customerId: order.userId,
    final: DELIVERY_OVER.includes(order.status),
  };
}

const textOf = (data: RawData): string =>
  (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer)).toString('utf8');

/**
 * `GET /delivery/:orderId?token=<ticket>`: an order's live tracking. The ticket (from the `deliveryTicket`
 * mutation) is single-use and short-lived, never the access token; the query string stays out of the logs.
 */
export async function deliverySocketRoutes(app: FastifyInstance, options: SocketOptions): Promise<void> {
  const { db, hub } = options;
  const clock = options.clock ?? (() => new Date());

  app.get<{ Params: { orderId: string }; Querystring: { token?: string } }>(
    '/delivery/:orderId',
    { websocket: true },
    (socket: WebSocket, request: FastifyRequest) => {
      const { orderId } = request.params as { orderId: string };
      const { token } = request.query as { token?: string };
      const early: string[] = [];
      let ready: ((text: string) => void) | null = null;
      let closed = false;
      let leave = () => undefined as void;

      socket.on('message', (data, isBinary) => {
        if (isBinary) return socket.close(1003, 'text frames only');
        const text = textOf(data);
        if (ready) ready(text);
        else if (early.length < EARLY_FRAMES) early.push(text);
      });
      socket.on('close', () => {
        closed = true;
        leave();
      });
      socket.on('error', (error) => request.log.warn({ err: error }, 'delivery socket error'));

      void (async () => {
        const admission = await admit(db, orderId, token, clock());
        if (closed) return;
        if ('close' in admission) return socket.close(admission.close, 'not allowed');
        if (!hub.admits(admission.userId, admission.orderId))
          return socket.close(DELIVERY_CLOSE.tooMany, 'too many sockets');
        const member = await hub.join({
          socket,
          userId: admission.userId,
          orderId: admission.orderId,
          role: admission.role,
          sessionId: admission.sessionId,
        });
        leave = () => hub.leave(member);
        if (closed) return leave();
        // everyone sees the customer's view: the position only while under way
        const delivery = await customerDelivery(db, admission.orderId, admission.customerId);
        // as GraphQL sends it: ids are strings
        const snapshot: ServerMessage = {
          type: 'state',
          delivery: delivery && {
            orderId: String(delivery.orderId),
            state: delivery.state,
            courierName: delivery.courierName ?? null,
            position: delivery.position ?? null,
            destination: delivery.destination ?? null,
            chat: delivery.chat.map(({ id, from, message, at }) => ({ id: String(id), from, message, at })),
          },
        };
        hub.send(member, JSON.stringify(snapshot));
        if (admission.final) return socket.close(DELIVERY_CLOSE.orderFinal, 'order final');
        const state: SocketState = { chatTimes: [], lastLocation: 0 };
        // one message at a time per socket, so a courier's positions are stored and relayed in the order sent
        let queue = Promise.resolve();
        ready = (text) => {
          queue = queue
            .then(() => handleMessage({ db, hub, member, state, clock }, text))
            .catch((error: unknown) => request.log.error({ err: error }, 'delivery message failed'));
        };
        for (const text of early.splice(0)) ready(text);
      })().catch((error: unknown) => {
        request.log.error({ err: error }, 'delivery socket failed to open');
        if (!closed) socket.close(1011, 'server error');
      });
    },
  );
}
