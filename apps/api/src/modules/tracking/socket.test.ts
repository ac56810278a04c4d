import { DELIVERY_CLOSE } from '@store/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/app.js';
import { run } from '../../cli/admin-commands.js';
import { connect, join, listen, nothingOf, ticketFor } from './socket-testing.js';
import { approvedOrder, deliveryPeople, DEMO_COURIER, orderUnderWay } from '../delivery/testing.js';
import { issueTicket } from './tickets.js';

type People = Awaited<ReturnType<typeof deliveryPeople>>;

const FINISH = 'mutation($id: ID!, $code: String!) { finishDelivery(orderId: $id, code: $code) { status } }';
const CODE =
  'query($id: ID!) { order(id: $id) { deliveryCode delivery { state position { latitude longitude } chat { from message } } } }';
const HERE = { latitude: -23.5632, longitude: -46.6543, accuracy: 12, speed: 4.2 };

describe('the tracking socket: tickets, roles, relaying and closing', () => {
  let t: TestApp;
  let p: People;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp();
    p = await deliveryPeople(t);
    base = await listen(t.app);
  });
  afterAll(() => t.close());

  const underWay = () => orderUnderWay(t, p);
  const userIdOf = async (email: string) =>
    (await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  it('closes with 4401 without a ticket, with a made-up, expired or reused one, or one for another order', async () => {
    const id = await underWay();
    const other = await underWay();
    expect((await connect(`${base}/delivery/${id}`).closed).code).toBe(DELIVERY_CLOSE.notAllowed);
    expect((await connect(`${base}/delivery/${id}?token=${'x'.repeat(43)}`).closed).code).toBe(
      DELIVERY_CLOSE.notAllowed,
    );
    const customerId = await userIdOf('cliente@petshop.demo');
    const old = await issueTicket(
      t.database.db,
      { userId: customerId, orderId: id, sessionId: null },
      new Date(Date.now() - 61_000),
    );
    expect((await connect(`${base}/delivery/${id}?token=${old.ticket}`).closed).code).toBe(DELIVERY_CLOSE.notAllowed);
    const { ticket } = await ticketFor(t.app, p.customer, id);
    const first = connect(`${base}/delivery/${id}?token=${ticket}`);
    expect((await first.next('state')).delivery).toMatchObject({
      orderId: String(id),
      state: 'under_way',
      courierName: 'Carlos',
    });
    expect((await connect(`${base}/delivery/${id}?token=${ticket}`).closed).code).toBe(DELIVERY_CLOSE.notAllowed);
    const forOther = await ticketFor(t.app, p.customer, other);
    expect((await connect(`${base}/delivery/${id}?token=${forOther.ticket}`).closed).code).toBe(
      DELIVERY_CLOSE.notAllowed,
    );
    first.ws.close();
  });

  it("gives tickets (valid 60 s) only to the customer, the assigned courier and the store's staff", async () => {
    const id = await underWay();
    const mine = await ticketFor(t.app, p.customer, id);
    expect(mine.ticket).toMatch(/^[\w-]{43}$/);
    expect(Date.parse(mine.expiresAt!) - Date.now()).toBeGreaterThan(55_000);
    expect(Date.parse(mine.expiresAt!) - Date.now()).toBeLessThanOrEqual(60_000);
    for (const who of [p.courier, p.staff, p.admin]) expect((await ticketFor(t.app, who, id)).ticket).toBeTruthy();
    // another customer, a courier not assigned, another store's admin: like a missing order
    for (const who of [p.stranger, p.otherCourier, p.otherStoreAdmin])
      expect((await ticketFor(t.app, who, id)).error).toBe('Pedido não encontrado');
    expect((await ticketFor(t.app, p.customer, 999_999)).error).toBe('Pedido não encontrado');
    const stored = await t.database.db.selectFrom('deliveryTickets').select('tokenHash').execute();
    expect(stored.map((r) => r.tokenHash)).not.toContain(mine.ticket);
  });

  it('closes with 4404 a courier no longer assigned when the socket opens', async () => {
    const id = await underWay();
    const { ticket } = await ticketFor(t.app, p.courier, id);
    await run(t.database.db, ['order:assign', String(id), 'outro.entregador@petshop.demo']);
    expect((await connect(`${base}/delivery/${id}?token=${ticket}`).closed).code).toBe(DELIVERY_CLOSE.notFound);
  });

  it('answers ping with pong and unknown or malformed frames with an error', async () => {
    const id = await underWay();
    const s = await join(t, base, p.customer, id);
    await s.next('state');
    s.send({ type: 'ping' });
    expect(await s.next('pong')).toEqual({ type: 'pong' });
    s.ws.send('not json');
    expect(await s.next('error')).toEqual({ type: 'error', error: 'invalid' });
    s.ws.close();
  });

  it("relays the courier's location to the customer and staff (not back to the courier) and keeps it as the last", async () => {
    const id = await underWay();
    const customer = await join(t, base, p.customer, id);
    const staff = await join(t, base, p.staff, id);
    const courier = await join(t, base, p.courier, id);
    await Promise.all([customer.next('state'), staff.next('state'), courier.next('state')]);
    courier.send({ type: 'location', coords: { ...HERE, extra: 'dropped' } });
    const got = await customer.next('location');
    expect(got).toMatchObject({ type: 'location', coords: HERE });
    expect(Object.keys(got.coords as object).sort()).toEqual(['accuracy', 'latitude', 'longitude', 'speed']);
    expect((await staff.next('location')).coords).toEqual(HERE);
    expect(await nothingOf(courier, 'location')).toBe(true);
    const read = await gql<{ order: { delivery: { position: unknown } } }>(t.app, CODE, { id: String(id) }, p.customer);
    expect(read.body.data!.order.delivery.position).toEqual({ latitude: HERE.latitude, longitude: HERE.longitude });
    // a customer cannot pretend to be the courier
    customer.send({ type: 'location', coords: HERE });
    expect(await customer.next('error')).toMatchObject({ error: 'forbidden' });
    for (const s of [customer, staff, courier]) s.ws.close();
  });

  it('relays nothing and keeps no position before the delivery starts', async () => {
    const id = await approvedOrder(t, p, DEMO_COURIER);
    const customer = await join(t, base, p.customer, id);
    const courier = await join(t, base, p.courier, id);
    expect((await customer.next('state')).delivery).toMatchObject({ state: 'waiting', position: null });
    await courier.next('state');
    courier.send({ type: 'location', coords: HERE });
    expect(await courier.next('error')).toMatchObject({ error: 'not_under_way' });
    expect(await nothingOf(customer, 'location')).toBe(true);
    expect(
      await t.database.db.selectFrom('deliveryPositions').selectAll().where('orderId', '=', id).executeTakeFirst(),
    ).toBeUndefined();
    customer.ws.close();
    courier.ws.close();
  });

  it('closes every socket with 4410 once delivered; a new join gets the state without a position, then 4410', async () => {
    const id = await underWay();
    const customer = await join(t, base, p.customer, id);
    const courier = await join(t, base, p.courier, id);
    await Promise.all([customer.next('state'), courier.next('state')]);
    courier.send({ type: 'location', coords: HERE });
    await customer.next('location');
    const code = (await gql<{ order: { deliveryCode: string } }>(t.app, CODE, { id: String(id) }, p.customer)).body
      .data!.order.deliveryCode;
    expect((await gql(t.app, FINISH, { id: String(id), code }, p.courier)).body.errors).toBeUndefined();
    expect((await customer.closed).code).toBe(DELIVERY_CLOSE.orderFinal);
    expect((await courier.closed).code).toBe(DELIVERY_CLOSE.orderFinal);
    const again = await join(t, base, p.customer, id);
    expect((await again.next('state')).delivery).toMatchObject({ state: 'delivered', position: null });
    expect((await again.closed).code).toBe(DELIVERY_CLOSE.orderFinal);
    expect(
      await t.database.db.selectFrom('deliveryPositions').selectAll().where('orderId', '=', id).executeTakeFirst(),
    ).toBeUndefined();
  });
});
