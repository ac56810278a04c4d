import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/app.js';
import { approvedOrder, COURIER_ORDER_FIELDS, deliveryPeople, DEMO_COURIER, statusOf } from './testing.js';

type People = Awaited<ReturnType<typeof deliveryPeople>>;

const ASSIGN = 'mutation($o: ID!, $c: ID!) { assignCourier(orderId: $o, courierId: $c) }';
const LIST = `{ courierOrders { ${COURIER_ORDER_FIELDS} } }`;
const ONE = `query($id: ID!) { courierOrder(id: $id) { ${COURIER_ORDER_FIELDS} } }`;
const START = 'mutation($id: ID!) { startDelivery(orderId: $id) { id status statusLabel } }';
const CODE = 'query($id: ID!) { order(id: $id) { id status deliveryCode statusStory { status message } } }';

describe("couriers: assignment, their own orders, starting a delivery and the customer's code", () => {
  let t: TestApp;
  let p: People;
  beforeAll(async () => {
    t = await startTestApp();
    p = await deliveryPeople(t);
  });
  afterAll(() => t.close());

  it("lets only the store's admin or staff assign, and only one of the store's couriers", async () => {
    const id = await approvedOrder(t, p);
    const vars = { o: String(id), c: String(p.courierId) };
    for (const who of [p.customer, p.courier, p.stranger]) {
      expect((await gql(t.app, ASSIGN, vars, who)).body.errors?.[0]?.message).toBe('Acesso negado');
    }
    // another store's admin: the order is not theirs to know about
    expect((await gql(t.app, ASSIGN, vars, p.otherStoreAdmin)).body.errors?.[0]?.message).toBe('Pedido não encontrado');
    expect((await gql(t.app, ASSIGN, { o: '999999', c: vars.c }, p.admin)).body.errors?.[0]?.message).toBe(
      'Pedido não encontrado',
    );
    // a customer is not a courier
    expect((await gql(t.app, ASSIGN, { o: vars.o, c: String(p.f.clienteId) }, p.staff)).body.errors?.[0]?.message).toBe(
      'Entregador não encontrado nesta loja',
    );
    const row = () =>
      t.database.db.selectFrom('orders').select('courierId').where('id', '=', id).executeTakeFirstOrThrow();
    expect((await row()).courierId).toBeNull();
    expect((await gql(t.app, ASSIGN, { o: vars.o, c: String(p.otherCourierId) }, p.staff)).body.data).toEqual({
      assignCourier: true,
    });
    expect((await row()).courierId).toBe(p.otherCourierId);
    expect((await gql(t.app, ASSIGN, vars, p.admin)).body.data).toEqual({ assignCourier: true });
    expect((await row()).courierId).toBe(p.courierId);
  });

  it("shows a courier only their own open orders; another courier's answers like a missing one", async () => {
    const mine = await approvedOrder(t, p, DEMO_COURIER);
    const theirs = await approvedOrder(t, p, 'outro.entregador@petshop.demo');
    type List = { courierOrders: { id: string; customerName: string; destination: unknown; total: number }[] };
    const list = (await gql<List>(t.app, LIST, {}, p.courier)).body.data!.courierOrders;
    const ids = list.map((o) => Number(o.id));
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect(list.find((o) => Number(o.id) === mine)).toMatchObject({
      pickup: false,
      customerName: 'Maria Oliveira',
      destination: { latitude: -23.5632, longitude: -46.6543 },
      total: 5730,
    });
    // the demo order out for delivery is the demo courier's
    expect(list.some((o) => o.id !== String(mine) && o.customerName === 'Maria Oliveira')).toBe(true);

    const other = (await gql<List>(t.app, LIST, {}, p.otherCourier)).body.data!.courierOrders.map((o) => Number(o.id));
    expect(other).toEqual([theirs]);
    const missing = await gql(t.app, ONE, { id: '999999' }, p.courier);
    const another = await gql(t.app, ONE, { id: String(theirs) }, p.courier);
    expect(another.body).toEqual(missing.body);
    expect(another.body).toEqual({ data: { courierOrder: null } });
    // customers and staff have no courier list
    expect((await gql<List>(t.app, LIST, {}, p.customer)).body.data!.courierOrders).toEqual([]);
    expect((await gql(t.app, ONE, { id: String(mine) }, p.staff)).body.data).toEqual({ courierOrder: null });
    // and a courier never reads the customer's code: the type has no such field
    const code = await gql(
      t.app,
      `query($id: ID!) { courierOrder(id: $id) { deliveryCode } }`,
      { id: String(mine) },
      p.courier,
    );
    expect(code.body.errors?.[0]?.message).toMatch(/deliveryCode/);
  });

  it("starts only the courier's own approved order, with a 4-digit code its customer alone reads", async () => {
    const id = await approvedOrder(t, p, DEMO_COURIER);
    type Code = { order: { deliveryCode: string | null; statusStory: { status: string }[] } | null };
    expect((await gql<Code>(t.app, CODE, { id: String(id) }, p.customer)).body.data!.order!.deliveryCode).toBeNull();

    const refused = await gql(t.app, START, { id: String(id) }, p.otherCourier);
    const missing = await gql(t.app, START, { id: '999999' }, p.otherCourier);
    expect(refused.body.errors?.[0]?.message).toBe('Pedido não encontrado');
    expect(refused.body.errors?.[0]?.message).toBe(missing.body.errors?.[0]?.message);
    expect((await gql(t.app, START, { id: String(id) }, p.customer)).body.errors?.[0]?.message).toBe(
      'Pedido não encontrado',
    );
    expect(await statusOf(t, id)).toBe('aprovado');

    const started = await gql(t.app, START, { id: String(id) }, p.courier);
    expect(started.body.data).toEqual({
      startDelivery: { id: String(id), status: 'saiu_entrega', statusLabel: 'Saiu para entrega' },
    });
    const seen = (await gql<Code>(t.app, CODE, { id: String(id) }, p.customer)).body.data!.order!;
    expect(seen.deliveryCode).toMatch(/^\d{4}$/);
    expect(seen.statusStory.at(-1)?.status).toBe('saiu_entrega');
    const stored = await t.database.db
      .selectFrom('orders')
      .select('deliveryCode')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.deliveryCode).toBe(seen.deliveryCode);
    // tapping again keeps the code the customer already has
    await gql(t.app, START, { id: String(id) }, p.courier);
    expect((await gql<Code>(t.app, CODE, { id: String(id) }, p.customer)).body.data!.order!.deliveryCode).toBe(
      seen.deliveryCode,
    );
    // the customer is told, as with every status change
    const notes = await t.database.db
      .selectFrom('notifications')
      .select(['message', 'payload'])
      .where('userId', '=', p.f.clienteId)
      .where('type', '=', 'order_status')
      .execute();
    expect(notes.some((n) => n.message === 'Saiu para entrega' && JSON.parse(n.payload).orderId === id)).toBe(true);
    // nobody else gets the order (and so its code)
    for (const who of [p.stranger, p.courier, p.staff])
      expect((await gql(t.app, CODE, { id: String(id) }, who)).body.data).toEqual({ order: null });
  });

  it('refuses to start an order that is not approved or processing', async () => {
    const id = await approvedOrder(t, p, DEMO_COURIER);
    await gql(t.app, START, { id: String(id) }, p.courier);
    await t.database.db.updateTable('orders').set({ status: 'pagamento_pendente' }).where('id', '=', id).execute();
    expect((await gql(t.app, START, { id: String(id) }, p.courier)).body.errors?.[0]?.message).toBe(
      'Este pedido não pode sair para entrega agora',
    );
  });

  it('gives an order sent out from the command line a code the first time its customer reads it', async () => {
    const id = await approvedOrder(t, p, DEMO_COURIER);
    await t.database.db.updateTable('orders').set({ status: 'saiu_entrega' }).where('id', '=', id).execute();
    type Code = { order: { deliveryCode: string | null } };
    const first = (await gql<Code>(t.app, CODE, { id: String(id) }, p.customer)).body.data!.order.deliveryCode;
    expect(first).toMatch(/^\d{4}$/);
    expect((await gql<Code>(t.app, CODE, { id: String(id) }, p.customer)).body.data!.order.deliveryCode).toBe(first);
  });
});
