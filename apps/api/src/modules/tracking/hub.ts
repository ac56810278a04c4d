import { randomUUID } from 'node:crypto';
import { DELIVERY_CLOSE } from '@store/core';
import type { WebSocket } from 'ws';
import type { SessionsRevoked } from '../../lib/session-events.js';
import type { DeliveryRole } from '../delivery/access.js';
import { SESSIONS_CHANNEL, type Bus, type BusMessage, type Subscription } from './bus.js';

/** The tracking socket's close codes under their former name here; the API's own code uses DELIVERY_CLOSE. */
export { DELIVERY_CLOSE as CLOSE } from '@store/core';

export type HubLimits = {
  /** open sockets of one user on this instance (tabs, phone and laptop) */
  perUser: number;
  /** open sockets of one order on this instance (customer, courier, staff, each maybe twice) */
  perOrder: number;
  /** a socket that sends nothing (not even a ping) for this long is closed */
  idleMs: number;
  /** bytes waiting to be sent to a socket before it counts as stuck and is dropped */
  maxBuffered: number;
};

export const DEFAULT_LIMITS: HubLimits = { perUser: 5, perOrder: 30, idleMs: 75_000, maxBuffered: 256 * 1024 };

export type Member = {
  readonly id: string;
  readonly socket: WebSocket;
  readonly userId: number;
  readonly orderId: number;
  readonly role: DeliveryRole;
  readonly sessionId: string | null;
  lastSeen: number;
};

type OrderRoom = { members: Set<Member>; unsubscribe: Subscription };

const OPEN = 1;

/**
 * The sockets this instance holds, by order and by user. What happens to an order (a location, a chat message,
 * its end) goes through the bus, so members on every instance hear it; each instance delivers to its own.
 */
export class DeliveryHub {
  private readonly rooms = new Map<number, OrderRoom>();
  private readonly users = new Map<number, Set<Member>>();
  private readonly stopSessions: () => void;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    readonly bus: Bus,
    readonly limits: HubLimits = DEFAULT_LIMITS,
    private readonly now: () => number = Date.now,
  ) {
    this.stopSessions = bus.subscribe(SESSIONS_CHANNEL, (m) => this.closeSessions(m as SessionsRevoked));
    this.sweeper = setInterval(() => this.sweepIdle(this.now()), Math.max(1000, Math.floor(limits.idleMs / 3)));
    this.sweeper.unref();
  }

  /** Room for one more socket of this user in this order, on this instance? */
  admits(userId: number, orderId: number): boolean {
    return (
      (this.users.get(userId)?.size ?? 0) < this.limits.perUser &&
      (this.rooms.get(orderId)?.members.size ?? 0) < this.limits.perOrder
    );
  }

  /** Adds the socket to its order; resolves once messages from other instances reach it too. */
  async join(init: Omit<Member, 'id' | 'lastSeen'>): Promise<Member> {
    const member: Member = { ...init, id: randomUUID(), lastSeen: this.now() };
    let room = this.rooms.get(member.orderId);
    if (!room) {
      const unsubscribe = this.bus.subscribe(member.orderId, (m) => this.deliver(member.orderId, m));
      room = { members: new Set(), unsubscribe };
      this.rooms.set(member.orderId, room);
    }
    room.members.add(member);
    let mine = this.users.get(member.userId);
    if (!mine) this.users.set(member.userId, (mine = new Set()));
    mine.add(member);
    await room.unsubscribe.ready;
    return member;
  }

  leave(member: Member): void {
    const room = this.rooms.get(member.orderId);
    if (room?.members.delete(member) && room.members.size === 0) {
      room.unsubscribe();
      this.rooms.delete(member.orderId);
    }
    const mine = this.users.get(member.userId);
    if (mine?.delete(member) && mine.size === 0) this.users.delete(member.userId);
  }

  touch(member: Member): void {
    member.lastSeen = this.now();
  }

  /** To every socket of the order on every instance (`except` one socket: the sender of a location). */
  async publish(orderId: number, message: BusMessage, except?: Member): Promise<void> {
    await this.bus.publish(orderId, except ? { ...message, origin: except.id } : message);
  }

  /** The order is over (delivered, not delivered, cancelled): every instance closes its sockets. */
  async endOrder(orderId: number, status: string): Promise<void> {
    await this.bus.publish(orderId, { type: 'end', status });
  }

  /** Sign-ins ended: every instance closes the sockets opened under them. */
  async revokeSessions(event: SessionsRevoked): Promise<void> {
    await this.bus.publish(SESSIONS_CHANNEL, event);
  }

  send(member: Member, text: string): void {
    const { socket } = member;
    if (socket.readyState !== OPEN) return;
    // a socket that does not read (a phone that lost its network) would hold memory without end
    if (socket.bufferedAmount > this.limits.maxBuffered) {
      socket.terminate();
      return;
    }
    socket.send(text);
  }

  private deliver(orderId: number, message: BusMessage): void {
    const room = this.rooms.get(orderId);
    if (!room) return;
    if (message.type === 'end') {
      for (const member of [...room.members]) member.socket.close(DELIVERY_CLOSE.orderFinal, 'order final');
      return;
    }
    if (message.type === 'courier') {
      // a courier taken off the order no longer sends where they are nor talks to its customer
      for (const member of [...room.members])
        if (member.role === 'courier' && member.userId !== message.courierId)
          member.socket.close(DELIVERY_CLOSE.notAllowed, 'courier replaced');
      return;
    }
    const { origin, ...body } = message;
    const text = JSON.stringify(body);
    for (const member of room.members) if (member.id !== origin) this.send(member, text);
  }

  private closeSessions(event: SessionsRevoked): void {
    const matches =
      'sessionId' in event
        ? [...this.users.values()].flatMap((set) => [...set]).filter((m) => m.sessionId === event.sessionId)
        : [...(this.users.get(event.userId) ?? [])].filter(
            (m) => !event.keepSessionId || m.sessionId !== event.keepSessionId,
          );
    for (const member of matches) member.socket.close(DELIVERY_CLOSE.sessionsRevoked, 'sessions revoked');
  }

  /** Closes sockets that were silent for longer than the idle limit. */
  sweepIdle(now: number): number {
    let closed = 0;
    for (const room of this.rooms.values()) {
      for (const member of room.members) {
        if (member.socket.readyState === OPEN && now - member.lastSeen > this.limits.idleMs) {
          member.socket.close(DELIVERY_CLOSE.idle, 'idle');
          closed += 1;
        }
      }
    }
    return closed;
  }

  get size(): number {
    let n = 0;
    for (const room of this.rooms.values()) n += room.members.size;
    return n;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.stopSessions();
    for (const room of this.rooms.values())
      for (const member of room.members) member.socket.close(1001, 'server closing');
    await this.bus.close();
  }
}
