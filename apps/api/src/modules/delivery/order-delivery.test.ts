import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/app.js';
import { run } from '../../cli/admin-commands.js';
import { approvedOrder, deliveryPeople, DEMO_COURIER } from './testing.js';

const ORDER = `query($id: ID!) { order(id: $id) { id status deliveryCode delivery {
  orderId state courierName position { latitude longitude at } destination { latitude longitude } chat { id from message at }
} } }`;
const LIST = '{ orders(first: 50) { data { id deliveryCode delivery { state courierName } } } }';

type Answer = {
  order: {
    status: string;
    deliveryCode: string | null;
    delivery: {
      orderId: string;
      state: string;
      courierName: string | null;
      position: unknown;
      destination: unknown;
      chat: unknown[];
    } | null;
  } | null;
};

describe('Order.delivery and Order.deliveryCode for the customer', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof deliveryPeople>>;
  beforeAll(async () => {
    t = await startTestApp();
    p = await deliveryPeople(t);
  });
  afterAll(() => t.close());
  const read = async (id: number, headers = p.customer) =>
    (await gql<Answer>(t.app, ORDER, { id: String(id) }, headers)).body.data!.order;

  it("has no delivery before a courier is assigned; then waiting, with the courier's first name and the destination", async () => {
    const id = await approvedOrder(t, p);
    expect(await read(id)).toMatchObject({ status: 'aprovado', deliveryCode: null, delivery: null });
    await run(t.database.db, ['order:assign', String(id), DEMO_COURIER]);
    expect((await read(id))!.delivery).toEqual({
      orderId: String(id),
      state: 'waiting',
      courierName: 'Carlos',
      position: null,
      destination: { latitude: -23.5632, longitude: -46.6543 },
      chat: [],
    });
  });

  it('is under way once started, with the code; delivered afterwards, without code or position', async () => {
    const id = await approvedOrder(t, p, DEMO_COURIER);
    await gql(t.app, 'mutation($id: ID!) { startDelivery(orderId: $id) { id } }', { id: String(id) }, p.courier);
    const under = (await read(id))!;
    expect(under.delivery).toMatchObject({ state: 'under_way', courierName: 'Carlos' });
    expect(under.deliveryCode).toMatch(/^\d{4}$/);
    await gql(
      t.app,
      'mutation($id: ID!, $c: String!) { finishDelivery(orderId: $id, code: $c) { id } }',
      { id: String(id), c: under.deliveryCode },
      p.courier,
    );
    expect(await read(id)).toMatchObject({
      status: 'entregue',
      deliveryCode: null,
      delivery: { state: 'delivered', position: null },
    });
  });

  it("shows the demo order out for delivery in the customer's list, with its code, and no one else's", async () => {
    type List = {
      orders: {
        data: {
          id: string;
          deliveryCode: string | null;
          delivery: { state: string; courierName: string | null } | null;
        }[];
      };
    };
    const mine = (await gql<List>(t.app, LIST, {}, p.customer)).body.data!.orders.data;
    const demo = mine.filter((o) => o.delivery?.state === 'under_way' && o.delivery.courierName === 'Carlos');
    expect(demo.length).toBeGreaterThanOrEqual(1);
    expect(demo[0]!.deliveryCode).toMatch(/^\d{4}$/);
    // a different shopper's list has none of them, and their order lookups answer null
    const theirs = (await gql<List>(t.app, LIST, {}, p.stranger)).body.data!.orders.data;
    expect(theirs.map((o) => o.id)).not.toContain(demo[0]!.id);
    expect(await read(Number(demo[0]!.id), p.stranger)).toBeNull();
  });
});
