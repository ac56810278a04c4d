import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/app.js';
import { run } from '../../cli/admin-commands.js';
import { savePosition } from './delivery-store.js';
import { approvedOrder, deliveryPeople, DEMO_COURIER } from '../delivery/testing.js';

const ORDER = 'query($id: ID!) { order(id: $id) { status delivery { state position { latitude longitude at } } } }';
type Answer = {
  order: {
    status: string;
    delivery: { state: string; position: { latitude: number; longitude: number; at: string } | null } | null;
  };
};

describe('the customer sees the courier only while the delivery is under way', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof deliveryPeople>>;
  beforeAll(async () => {
    t = await startTestApp();
    p = await deliveryPeople(t);
  });
  afterAll(() => t.close());
  const read = async (id: number) =>
    (await gql<Answer>(t.app, ORDER, { id: String(id) }, p.customer)).body.data!.order.delivery;
  // a position kept for the order whatever its state (as a stale row, or one written in a race with the end)
  const plant = (id: number) =>
    savePosition(t.database.db, id, { latitude: -23.6, longitude: -46.7 }, new Date().toISOString());
  const start = (id: number) =>
    gql(t.app, 'mutation($id: ID!) { startDelivery(orderId: $id) { id } }', { id: String(id) }, p.courier);
  const code = async (id: number) =>
    (await t.database.db.selectFrom('orders').select('deliveryCode').where('id', '=', id).executeTakeFirstOrThrow())
      .deliveryCode!;

  it('shows no position before the courier starts, then the last one the route sent, then none once delivered', async () => {
    const id = await approvedOrder(t, p, DEMO_COURIER);
    await plant(id);
    expect(await read(id)).toMatchObject({ state: 'waiting', position: null });

    await start(id);
    expect(
      await run(t.database.db, [
        'route:simulate',
        String(id),
        '-23.5600,-46.6500',
        '-23.5610,-46.6510',
        '--interval',
        '1',
      ]),
    ).toBe(`order #${id}: 2 position(s) sent`);
    expect(await read(id)).toMatchObject({ state: 'under_way', position: { latitude: -23.561, longitude: -46.651 } });

    await gql(
      t.app,
      'mutation($id: ID!, $c: String!) { finishDelivery(orderId: $id, code: $c) { id } }',
      { id: String(id), c: await code(id) },
      p.courier,
    );
    expect(await read(id)).toMatchObject({ state: 'delivered', position: null });
    await plant(id);
    expect(await read(id)).toMatchObject({ state: 'delivered', position: null });
  });

  it('shows none after a delivery that failed', async () => {
    const id = await approvedOrder(t, p, DEMO_COURIER);
    await start(id);
    await plant(id);
    expect((await read(id))!.position).not.toBeNull();
    await gql(
      t.app,
      'mutation($id: ID!) { failDelivery(orderId: $id, reason: "Ninguém atendeu") { id } }',
      { id: String(id) },
      p.courier,
    );
    await plant(id);
    expect(await read(id)).toMatchObject({ state: 'failed', position: null });
  });
});
