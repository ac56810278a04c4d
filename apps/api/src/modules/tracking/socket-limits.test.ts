import { DELIVERY_CLOSE } from '@store/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/app.js';
import { deleteAccount } from '../accounts/delete-account.js';
import { revokeFamily, revokeUserSessions } from '../auth/refresh-tokens.js';
import { revokeOtherFamilies } from '../auth/refresh-token-repository.js';
import { CHAT_RATE } from './socket-messages.js';
import { connect, join, listen, signedIn, ticketFor } from './socket-testing.js';
import { deliveryPeople, orderUnderWay } from '../delivery/testing.js';

type People = Awaited<ReturnType<typeof deliveryPeople>>;

const CHAT = 'query($id: ID!) { order(id: $id) { delivery { chat { from message } } } }';
const CUSTOMER = 'cliente@petshop.demo';

describe('the tracking socket: chat, sign-ins that end and its bounds', () => {
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

  it('relays chat to every socket of the order, keeps it, refuses card numbers and more than 10 in 10 s', async () => {
    const id = await underWay();
    const customer = await join(t, base, p.customer, id);
    const courier = await join(t, base, p.courier, id);
    await Promise.all([customer.next('state'), courier.next('state')]);
    courier.send({ type: 'chat', message: '  Estou chegando  ' });
    const got = await customer.next('chat');
    expect(got).toMatchObject({ type: 'chat', from: 'courier', message: 'Estou chegando' });
    expect(typeof got.id).toBe('string');
    expect(await courier.next('chat')).toMatchObject({ message: 'Estou chegando' });
    customer.send({ type: 'chat', message: 'Cartão 4111 1111 1111 1111' });
    expect(await customer.next('error')).toMatchObject({ error: 'invalid' });
    customer.send({ type: 'chat', message: 'x'.repeat(501) });
    expect(await customer.next('error')).toMatchObject({ error: 'invalid' });
    for (let i = 1; i <= CHAT_RATE.messages; i++) customer.send({ type: 'chat', message: `Mensagem ${i}` });
    customer.send({ type: 'chat', message: 'Uma a mais' });
    expect(await customer.next('error')).toMatchObject({ error: 'rate_limited' });
    const chat = (
      await gql<{ order: { delivery: { chat: { from: string; message: string }[] } } }>(
        t.app,
        CHAT,
        { id: String(id) },
        p.customer,
      )
    ).body.data!.order.delivery.chat;
    expect(chat).toHaveLength(1 + CHAT_RATE.messages);
    expect(chat[0]).toEqual({ from: 'courier', message: 'Estou chegando' });
    expect(chat.map((m) => m.message)).not.toContain('Uma a mais');
    customer.ws.close();
    courier.ws.close();
  });

  it('closes with 4403 the sockets of a user whose sign-ins are all revoked', async () => {
    const id = await underWay();
    const a = await signedIn(t, CUSTOMER);
    const b = await signedIn(t, CUSTOMER);
    const first = await join(t, base, a.headers, id);
    const second = await join(t, base, b.headers, id);
    await Promise.all([first.next('state'), second.next('state')]);
    await revokeUserSessions(t.database.db, a.userId);
    expect((await first.closed).code).toBe(DELIVERY_CLOSE.sessionsRevoked);
    expect((await second.closed).code).toBe(DELIVERY_CLOSE.sessionsRevoked);
  });

  it('closes only the sockets of a sign-in that ends, or of the other sign-ins', async () => {
    const id = await underWay();
    const a = await signedIn(t, CUSTOMER);
    const b = await signedIn(t, CUSTOMER);
    const first = await join(t, base, a.headers, id);
    const second = await join(t, base, b.headers, id);
    await Promise.all([first.next('state'), second.next('state')]);
    await revokeFamily(t.database.db, a.sessionId);
    expect((await first.closed).code).toBe(DELIVERY_CLOSE.sessionsRevoked);
    second.send({ type: 'ping' });
    await second.next('pong');
    const c = await signedIn(t, CUSTOMER);
    const third = await join(t, base, c.headers, id);
    await third.next('state');
    await revokeOtherFamilies(t.database.db, c.userId, c.sessionId, new Date().toISOString());
    expect((await second.closed).code).toBe(DELIVERY_CLOSE.sessionsRevoked);
    third.send({ type: 'ping' });
    await third.next('pong');
    third.ws.close();
  });

  it('refuses with 4403 a ticket whose sign-in ended before the socket opened', async () => {
    const id = await underWay();
    const a = await signedIn(t, CUSTOMER);
    const { ticket } = await ticketFor(t.app, a.headers, id);
    await revokeFamily(t.database.db, a.sessionId);
    expect((await connect(`${base}/delivery/${id}?token=${ticket}`).closed).code).toBe(DELIVERY_CLOSE.sessionsRevoked);
  });

  it('closes a socket that sends a frame over 4 KB (1009) and one that stays silent past the idle limit (4408)', async () => {
    const id = await underWay();
    const big = await join(t, base, p.customer, id);
    await big.next('state');
    big.ws.send(JSON.stringify({ type: 'chat', message: 'a'.repeat(5000) }));
    expect((await big.closed).code).toBe(1009);
    const quiet = await join(t, base, p.customer, id);
    await quiet.next('state');
    expect(t.app.deliveryHub.sweepIdle(Date.now() + t.app.deliveryHub.limits.idleMs - 5000)).toBe(0);
    expect(t.app.deliveryHub.sweepIdle(Date.now() + t.app.deliveryHub.limits.idleMs + 1000)).toBe(1);
    expect((await quiet.closed).code).toBe(DELIVERY_CLOSE.idle);
  });

  it("refuses with 4429 a user's socket past the limit per user", async () => {
    const id = await underWay();
    const { perUser } = t.app.deliveryHub.limits;
    const open = [];
    for (let i = 0; i < perUser; i++) open.push(await join(t, base, p.staff, id));
    await Promise.all(open.map((s) => s.next('state')));
    expect((await (await join(t, base, p.staff, id)).closed).code).toBe(DELIVERY_CLOSE.tooMany);
    // another member of the same order still gets in
    const customer = await join(t, base, p.customer, id);
    await customer.next('state');
    for (const s of [...open, customer]) s.ws.close();
  });

  it('closes with 4403 the sockets of an account that is deleted', async () => {
    const id = await underWay();
    const staff = await join(t, base, p.staff, id);
    await staff.next('state');
    const staffId = (
      await t.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'balcao@petshop.demo')
        .executeTakeFirstOrThrow()
    ).id;
    await deleteAccount(t.database.db, t.config.dataDir, staffId);
    expect((await staff.closed).code).toBe(DELIVERY_CLOSE.sessionsRevoked);
  });
});
