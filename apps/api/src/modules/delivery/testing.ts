import { bearerFor, gql, type TestApp } from '../../../test/app.js';
import { run } from '../../cli/admin-commands.js';
import { orderFixture, placeOrder } from '../orders/testing.js';

export const DEMO_COURIER = 'entregador@petfeliz.demo';

/** People of the petshop's deliveries: the demo courier, a second courier and a staff member, with their bearer headers. */
export async function deliveryPeople(t: TestApp) {
  const f = await orderFixture(t);
  const db = t.database.db;
  await run(db, [
    'courier:create',
    'outro.entregador@petshop.demo',
    '--store',
    'petshop',
    '--name',
    'Paulo Motoboy',
    '--password',
    'Senha123',
  ]);
  await run(db, [
    'staff:create',
    'balcao@petshop.demo',
    '--store',
    'petshop',
    '--name',
    'Beatriz Balcão',
    '--password',
    'Senha123',
  ]);
  const idOf = async (email: string) =>
    (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  return {
    f,
    courierId: await idOf(DEMO_COURIER),
    otherCourierId: await idOf('outro.entregador@petshop.demo'),
    customer: f.headers,
    courier: await bearerFor(t, DEMO_COURIER),
    otherCourier: await bearerFor(t, 'outro.entregador@petshop.demo'),
    staff: await bearerFor(t, 'balcao@petshop.demo'),
    admin: await bearerFor(t, 'admin@petshop.demo'),
    otherStoreAdmin: await bearerFor(t, 'admin@loja.demo'),
    stranger: await bearerFor(t, 'empresa@petshop.demo'),
  };
}

/**
 * A new order of the demo customer to the main address (which has map coordinates), paid by Pix and approved:
 * item A R$ 49,90 − 5% (R$ 2,50) + R$ 9,90 freight = R$ 57,30. Optionally assigned to a courier by e-mail.
 */
export async function approvedOrder(
  t: TestApp,
  people: Awaited<ReturnType<typeof deliveryPeople>>,
  courierEmail?: string,
): Promise<number> {
  const { f } = people;
  const res = await placeOrder(
    t,
    {
      items: [{ item: String(f.itemA), quantity: 1 }],
      shippingOption: String(f.delivery),
      addressId: String(f.mainAddressId),
      paymentMethod: String(f.pix),
      total: 5730,
    },
    f.headers,
  );
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  const id = res.body.data!.createOrder.id;
  await run(t.database.db, ['order:paid', id]);
  await run(t.database.db, ['order:status', id, 'processando']);
  await run(t.database.db, ['order:status', id, 'aprovado']);
  if (courierEmail) await run(t.database.db, ['order:assign', id, courierEmail]);
  return Number(id);
}

export const COURIER_ORDER_FIELDS =
  'id status statusLabel pickup customerName address destination { latitude longitude } total createdAt';

export const statusOf = async (t: TestApp, id: number) =>
  (await t.database.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

/** An approved order assigned to the demo courier, who has started it: out for delivery. */
export async function orderUnderWay(t: TestApp, people: Awaited<ReturnType<typeof deliveryPeople>>): Promise<number> {
  const id = await approvedOrder(t, people, DEMO_COURIER);
  const { body } = await gql(
    t.app,
    'mutation($id: ID!) { startDelivery(orderId: $id) { status } }',
    { id: String(id) },
    people.courier,
  );
  if (body.errors) throw new Error(`startDelivery failed: ${JSON.stringify(body.errors)}`);
  return id;
}
