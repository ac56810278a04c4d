import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { gql, type TestApp } from '../../../test/app.js';
import { signToken } from '../auth/jwt.js';
import { startSession } from '../auth/refresh-tokens.js';
import { createServices } from '../../services.js';

export type Received = Record<string, unknown> & { type: string };

/** A client socket that keeps what it receives, so a test can wait for the next message of a type or the close. */
export type TestSocket = {
  ws: WebSocket;
  received: Received[];
  next(type: string, timeoutMs?: number): Promise<Received>;
  closed: Promise<{ code: number; reason: string }>;
  send(body: unknown): void;
};

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export function connect(url: string): TestSocket {
  const ws = new WebSocket(url);
  const received: Received[] = [];
  const waiting: { type: string; resolve: (m: Received) => void }[] = [];
  let seen = 0;
  ws.on('message', (data) => {
    const m = JSON.parse(String(data)) as Received;
    received.push(m);
    const i = waiting.findIndex((w) => w.type === m.type);
    if (i >= 0) {
      seen = received.length;
      waiting.splice(i, 1)[0]!.resolve(m);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  ws.on('error', () => undefined);
  return {
    ws,
    received,
    closed,
    send: (body) =>
      ws.readyState === WebSocket.OPEN
        ? ws.send(JSON.stringify(body))
        : ws.once('open', () => ws.send(JSON.stringify(body))),
    next(type, timeoutMs = 3000) {
      const found = received.slice(seen).find((m) => m.type === type);
      if (found) {
        seen = received.indexOf(found) + 1;
        return Promise.resolve(found);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no '${type}' within ${timeoutMs} ms; got ${JSON.stringify(received)}`)),
          timeoutMs,
        );
        waiting.push({ type, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
  };
}

/** Nothing of that type arrives within `ms` (for "the customer gets no position"). */
export async function nothingOf(s: TestSocket, type: string, ms = 300): Promise<boolean> {
  const before = s.received.length;
  await new Promise((r) => setTimeout(r, ms));
  return !s.received.slice(before).some((m) => m.type === type);
}

const TICKET = 'mutation($id: ID!) { deliveryTicket(orderId: $id) { ticket expiresAt } }';

export async function ticketFor(app: FastifyInstance, headers: Record<string, string>, orderId: number) {
  const res = await gql<{ deliveryTicket: { ticket: string; expiresAt: string } }>(
    app,
    TICKET,
    { id: String(orderId) },
    headers,
  );
  return {
    ticket: res.body.data?.deliveryTicket.ticket,
    expiresAt: res.body.data?.deliveryTicket.expiresAt,
    error: res.body.errors?.[0]?.message,
  };
}

/** Opens the order's socket with a fresh ticket of these headers' user. */
export async function join(
  t: TestApp | { app: FastifyInstance },
  base: string,
  headers: Record<string, string>,
  orderId: number,
): Promise<TestSocket> {
  const { ticket, error } = await ticketFor(t.app, headers, orderId);
  if (!ticket) throw new Error(`no ticket: ${error}`);
  return connect(`${base}/delivery/${orderId}?token=${ticket}`);
}

/** Headers of a real sign-in (a session that can be revoked), unlike `bearerFor`'s session-less tokens. */
export async function signedIn(
  t: TestApp,
  email: string,
): Promise<{ headers: Record<string, string>; sessionId: string; userId: number }> {
  const user = await t.database.db
    .selectFrom('users')
    .select(['id', 'storeId'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const { familyId } = await startSession(t.database.db, user);
  const services = createServices(t.config, t.database);
  const { token } = await signToken(services.signingSecret, {
    type: 'access',
    storeId: user.storeId,
    userId: user.id,
    sessionId: familyId,
  });
  const store = await t.database.db
    .selectFrom('stores')
    .select('slug')
    .where('id', '=', user.storeId)
    .executeTakeFirstOrThrow();
  return {
    headers: { authorization: `Bearer ${token}`, host: `${store.slug}.localhost` },
    sessionId: familyId,
    userId: user.id,
  };
}
