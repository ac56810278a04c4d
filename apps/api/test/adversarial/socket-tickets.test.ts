import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CLOSE } from '../../src/modules/tracking/hub.js';
import { issueTicket, TICKET_SECONDS } from '../../src/modules/tracking/tickets.js';
import { gql, startTestApp, type TestApp } from '../app.js';
import { newCustomer, placeOrder, shop, type Headers } from './attacker.js';

/*
 * The live tracking socket (/delivery/:orderId?token=) opens only with a ticket from `deliveryTicket`: once,
 * within its minute, for the order it was made for, by someone who still has a role in that order. Everything
 * else is closed before a single message about the order is sent.
 */

type Outcome = { opened: true; state: unknown; ws: WebSocket } | { opened: false; code: number };

describe('tracking socket tickets', () => {
  let t: TestApp;
  let base: string;
  let alice: Awaited<ReturnType<typeof newCustomer>>;
  let bob: Awaited<ReturnType<typeof newCustomer>>;
  let order1: number;
  let order2: number;
  let bobsOrder: number;

  /** Opens the socket and answers the first thing that happens: the first message, or the close and its code. */
  const open = (orderId: number, token?: string, headers: Headers = {}) =>
    new Promise<Outcome>((resolve) => {
      const ws = new WebSocket(
        `${base}/delivery/${orderId}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`,
        { headers },
      );
      ws.on('message', (data) => resolve({ opened: true, state: JSON.parse(String(data)), ws }));
      ws.on('close', (code) => resolve({ opened: false, code }));
      ws.on('error', () => undefined);
    });
  const refusedWith = async (outcome: Promise<Outcome>, code: number = CLOSE.notAllowed) => {
    const o = await outcome;
    if (o.opened) o.ws.close();
    expect(o).toEqual({ opened: false, code });
  };
  const ticket = async (headers: Headers, orderId: number) => {
    const res = await gql<{ deliveryTicket: { ticket: string } }>(
      t.app,
      'mutation($id: ID!) { deliveryTicket(orderId: $id) { ticket } }',
      { id: String(orderId) },
      headers,
    );
    if (!res.body.data) throw new Error(JSON.stringify(res.body.errors));
    return res.body.data.deliveryTicket.ticket;
  };
  const opens = async (orderId: number, token: string) => {
    const o = await open(orderId, token);
    expect(o.opened).toBe(true);
    if (o.opened) o.ws.close();
  };

  beforeAll(async () => {
    t = await startTestApp();
    const s = await shop(t, 'petshop');
    alice = await newCustomer(t, 'petshop', 'alice');
    bob = await newCustomer(t, 'petshop', 'bob');
    // Pix orders awaiting payment: not final, so a socket stays open
    const pix = {
      items: [{ item: String(s.itemB), quantity: 1 }],
      shippingOption: String(s.pickup),
      paymentMethod: String(s.pix),
      total: 1891,
    };
    const place = async (headers: Headers) => Number((await placeOrder(t, pix, headers)).body.data!.createOrder.id);
    order1 = await place(alice.headers);
    order2 = await place(alice.headers);
    bobsOrder = await place(bob.headers);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it("a fresh ticket opens its order's socket once; used again it is refused", async () => {
    const once = await ticket(alice.headers, order1);
    const first = await open(order1, once);
    expect(first).toMatchObject({ opened: true, state: { type: 'state' } });
    if (first.opened) first.ws.close();
    await refusedWith(open(order1, once));
  });

  it('one ticket on two sockets at the same moment opens one of them', async () => {
    const once = await ticket(alice.headers, order1);
    const both = await Promise.all([open(order1, once), open(order1, once)]);
    expect(both.filter((o) => o.opened)).toHaveLength(1);
    expect(both.find((o) => !o.opened)).toEqual({ opened: false, code: CLOSE.notAllowed });
    for (const o of both) if (o.opened) o.ws.close();
  });

  it("a ticket for another order, or another user's ticket, is refused", async () => {
    await refusedWith(open(order2, await ticket(alice.headers, order1)));
    await refusedWith(open(order1, await ticket(bob.headers, bobsOrder)));
    // Bob cannot get a ticket for Alice's order...
    const asked = await gql(
      t.app,
      'mutation($id: ID!) { deliveryTicket(orderId: $id) { ticket } }',
      { id: String(order1) },
      bob.headers,
    );
    expect(asked.body.errors?.[0]?.extensions?.code).toBe('order.notFound');
    // ...and one made out to him for it anyway (say, while he had a role there) lets him in as no one
    const stray = await issueTicket(t.database.db, { userId: bob.id, orderId: order1, sessionId: null });
    await refusedWith(open(order1, stray.ticket), CLOSE.notFound);
  });

  it('an expired ticket is refused, from the moment its minute is over', async () => {
    const issued = (secondsAgo: number) =>
      issueTicket(
        t.database.db,
        { userId: alice.id, orderId: order1, sessionId: null },
        new Date(Date.now() - secondsAgo * 1000),
      );
    await refusedWith(open(order1, (await issued(TICKET_SECONDS)).ticket));
    await refusedWith(open(order1, (await issued(TICKET_SECONDS * 60)).ticket));
    // made by the same function a little before: still good (the refusals above are about time)
    await opens(order1, (await issued(TICKET_SECONDS - 20)).ticket);
  });

  it('the access token itself, in the query string or as a header, is not a ticket', async () => {
    const accessToken = alice.headers.authorization!.slice('Bearer '.length);
    await refusedWith(open(order1, accessToken));
    await refusedWith(open(order1, undefined, { authorization: alice.headers.authorization! }));
    await refusedWith(open(order1, ''));
    await refusedWith(open(order1, 'x'.repeat(43)));
  });
});
