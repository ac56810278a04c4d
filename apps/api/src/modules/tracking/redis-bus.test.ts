import { DELIVERY_CLOSE } from '@store/core';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/app.js';
import { buildApp } from '../../app.js';
import { revokeUserSessions } from '../auth/refresh-tokens.js';
import { join, listen, signedIn } from './socket-testing.js';
import { approvedOrder, deliveryPeople, DEMO_COURIER } from '../delivery/testing.js';

// CI and this machine run a Redis on 127.0.0.1:6379; `npm test` does not set REDIS_URL, so the test names it.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 1000,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const reachable = await redisAnswers();
if (!reachable) process.stdout.write(`SKIPPED: two API instances on Redis — no Redis answers at ${REDIS_URL}\n`);

describe.skipIf(!reachable)('two API instances on one database and one Redis', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let baseA: string;
  let baseB: string;
  let p: Awaited<ReturnType<typeof deliveryPeople>>;
  beforeAll(async () => {
    // a channel prefix of this run only: parallel runs on one Redis do not hear each other
    a = await startTestApp({ REDIS_URL, REDIS_PREFIX: `test:${randomUUID()}:` });
    b = await buildApp({ config: a.config, database: a.database });
    baseA = await listen(a.app);
    baseB = await listen(b);
    p = await deliveryPeople(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("a courier's location sent to instance A reaches the customer's socket on instance B, chat the other way", async () => {
    const id = await approvedOrder(a, p, DEMO_COURIER);
    await gql(a.app, 'mutation($id: ID!) { startDelivery(orderId: $id) { status } }', { id: String(id) }, p.courier);
    const customer = await join({ app: b }, baseB, p.customer, id);
    const courier = await join(a, baseA, p.courier, id);
    await Promise.all([customer.next('state'), courier.next('state')]);
    courier.send({ type: 'location', coords: { latitude: -23.56, longitude: -46.65 } });
    expect(await customer.next('location')).toMatchObject({ coords: { latitude: -23.56, longitude: -46.65 } });
    customer.send({ type: 'chat', message: 'Pode deixar na portaria' });
    expect(await courier.next('chat')).toMatchObject({ from: 'customer', message: 'Pode deixar na portaria' });
    // each instance delivers once: the customer's own chat comes back to it once, not once per instance
    await customer.next('chat');
    await new Promise((r) => setTimeout(r, 200));
    expect(customer.received.filter((m) => m.type === 'chat')).toHaveLength(1);
    expect(customer.received.filter((m) => m.type === 'location')).toHaveLength(1);
    customer.ws.close();
    courier.ws.close();
  });

  it("revoking the sign-ins on one instance closes the user's socket on the other", async () => {
    const id = await approvedOrder(a, p, DEMO_COURIER);
    const who = await signedIn(a, 'cliente@petshop.demo');
    const onB = await join({ app: b }, baseB, who.headers, id);
    await onB.next('state');
    // only instance A hears the revocation in this process's terms: B must learn it from Redis
    const publish = b.deliveryHub.bus.publish.bind(b.deliveryHub.bus);
    b.deliveryHub.bus.publish = async () => undefined;
    try {
      await revokeUserSessions(a.database.db, who.userId);
      expect((await onB.closed).code).toBe(DELIVERY_CLOSE.sessionsRevoked);
    } finally {
      b.deliveryHub.bus.publish = publish;
    }
  });
});
