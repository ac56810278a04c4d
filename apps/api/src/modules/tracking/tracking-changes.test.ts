import { DELIVERY_CLOSE } from '@store/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/app.js';
import { run } from '../../cli/admin-commands.js';
import { CHAT_STORED_MAX, findLastPosition, savePositionIfUnderWay } from './delivery-store.js';
import { join, listen, nothingOf } from './socket-testing.js';
import { approvedOrder, deliveryPeople, orderUnderWay } from '../delivery/testing.js';

type People = Awaited<ReturnType<typeof deliveryPeople>>;

const FAIL = 'mutation($id: ID!, $reason: String!) { failDelivery(orderId: $id, reason: $reason) { status } }';
const HERE = { latitude: -23.5632, longitude: -46.6543 };
const OTHER_COURIER = 'outro.entregador@petshop.demo';

describe('tracking follows every status change and courier change', () => {
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
  const position = (id: number) => findLastPosition(t.database.db, id);
  const codeRow = (id: number) =>
    t.database.db
      .selectFrom('orders')
      .select(['deliveryCode', 'deliveryCodeTries', 'deliveryCodeLockedUntil'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it("an admin status change to entregue closes the customer's socket at once; a later join has no position", async () => {
    const id = await underWay();
    const customer = await join(t, base, p.customer, id);
    const courier = await join(t, base, p.courier, id);
    await Promise.all([customer.next('state'), courier.next('state')]);
    courier.send({ type: 'location', coords: HERE });
    await customer.next('location');
    await run(t.database.db, ['order:status', String(id), 'entregue']);
    expect((await customer.closed).code).toBe(DELIVERY_CLOSE.orderFinal);
    expect((await courier.closed).code).toBe(DELIVERY_CLOSE.orderFinal);
    expect(await position(id)).toBeNull();
    expect((await codeRow(id)).deliveryCode).toBeNull();
    const again = await join(t, base, p.customer, id);
    expect((await again.next('state')).delivery).toMatchObject({ position: null });
  });

  it('going out again after not delivered starts clean: no old position, a fresh code, no tries', async () => {
    const id = await underWay();
    const courier = await join(t, base, p.courier, id);
    await courier.next('state');
    courier.send({ type: 'location', coords: HERE });
    await expect.poll(() => position(id)).not.toBeNull();
    expect(
      (await gql(t.app, FAIL, { id: String(id), reason: 'Ninguém em casa' }, p.courier)).body.errors,
    ).toBeUndefined();
    // a position left behind (as one racing the end would have been before) must not show on the next attempt
    await t.database.db
      .insertInto('deliveryPositions')
      .values({ orderId: id, ...HERE, accuracy: null, speed: null, at: new Date().toISOString() })
      .execute();
    await t.database.db.updateTable('orders').set({ deliveryCodeTries: 3 }).where('id', '=', id).execute();
    await run(t.database.db, ['order:status', String(id), 'saiu_entrega']);
    expect(await position(id)).toBeNull();
    const after = await codeRow(id);
    expect(after.deliveryCode).toMatch(/^\d{4}$/);
    expect(after).toMatchObject({ deliveryCodeTries: 0, deliveryCodeLockedUntil: null });
  });

  it("a replaced courier's socket closes on reassignment", async () => {
    const id = await underWay();
    const customer = await join(t, base, p.customer, id);
    const courier = await join(t, base, p.courier, id);
    await Promise.all([customer.next('state'), courier.next('state')]);
    await run(t.database.db, ['order:assign', String(id), OTHER_COURIER]);
    expect((await courier.closed).code).toBe(DELIVERY_CLOSE.notAllowed);
    expect(await nothingOf(customer, 'location', 100)).toBe(true);
    customer.ws.close();
  });

  it("a courier who is no longer the order's sends no position nor chat, and loses the socket", async () => {
    const id = await underWay();
    const customer = await join(t, base, p.customer, id);
    const courier = await join(t, base, p.courier, id);
    await Promise.all([customer.next('state'), courier.next('state')]);
    // reassigned without the news reaching this instance's sockets (another instance, a lost message)
    await t.database.db.updateTable('orders').set({ courierId: p.otherCourierId }).where('id', '=', id).execute();
    courier.send({ type: 'chat', message: 'Ainda estou a caminho' });
    courier.send({ type: 'location', coords: HERE });
    expect((await courier.closed).code).toBe(DELIVERY_CLOSE.notAllowed);
    expect(await nothingOf(customer, 'location', 200)).toBe(true);
    expect(customer.received.some((m) => m.type === 'chat')).toBe(false);
    expect(await position(id)).toBeNull();
    customer.ws.close();
  });

  it('refuses chat before a courier is assigned and beyond the stored cap', async () => {
    const id = await approvedOrder(t, p);
    const customer = await join(t, base, p.customer, id);
    await customer.next('state');
    customer.send({ type: 'chat', message: 'Olá?' });
    expect(await customer.next('error')).toMatchObject({ error: 'no_courier' });
    customer.ws.close();
    const busy = await underWay();
    const userId = (
      await t.database.db.selectFrom('orders').select('userId').where('id', '=', busy).executeTakeFirstOrThrow()
    ).userId;
    const at = new Date().toISOString();
    await t.database.db
      .insertInto('deliveryChat')
      .values(
        Array.from({ length: CHAT_STORED_MAX }, () => ({
          orderId: busy,
          userId,
          sender: 'customer',
          message: 'oi',
          createdAt: at,
        })),
      )
      .execute();
    const talker = await join(t, base, p.customer, busy);
    await talker.next('state');
    talker.send({ type: 'chat', message: 'Mais uma' });
    expect(await talker.next('error')).toMatchObject({ error: 'chat_full' });
    const n = await t.database.db
      .selectFrom('deliveryChat')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('orderId', '=', busy)
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(CHAT_STORED_MAX);
    talker.ws.close();
  });

  it('stores a position only while the order is under way, read in the same statement', async () => {
    const id = await underWay();
    expect(await savePositionIfUnderWay(t.database.db, id, HERE, new Date().toISOString(), ['saiu_entrega'])).toBe(
      true,
    );
    await t.database.db.deleteFrom('deliveryPositions').where('orderId', '=', id).execute();
    await t.database.db.updateTable('orders').set({ status: 'entregue' }).where('id', '=', id).execute();
    expect(await savePositionIfUnderWay(t.database.db, id, HERE, new Date().toISOString(), ['saiu_entrega'])).toBe(
      false,
    );
    expect(await position(id)).toBeNull();
  });
});
