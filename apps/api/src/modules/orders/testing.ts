import type { TestApp } from '../../../test/app.js';
import { bearerFor, gql } from '../../../test/app.js';

/** Ids of the petshop's options and a fixed basket with hand-set prices, so totals can be worked out by hand. */
export async function orderFixture(t: TestApp) {
  const db = t.database.db;
  const store = await db.selectFrom('stores').select('id').where('slug', '=', 'petshop').executeTakeFirstOrThrow();
  const option = (type: string) =>
    db
      .selectFrom('shippingOptions')
      .select('id')
      .where('storeId', '=', store.id)
      .where('type', '=', type as 'pickup')
      .executeTakeFirstOrThrow();
  const method = (type: string) =>
    db
      .selectFrom('paymentMethods')
      .select('id')
      .where('storeId', '=', store.id)
      .where('type', '=', type as 'pix')
      .executeTakeFirstOrThrow();
  const cliente = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'cliente@petshop.demo')
    .executeTakeFirstOrThrow();
  const mainAddress = await db
    .selectFrom('addresses')
    .select(['id', 'postalCode'])
    .where('userId', '=', cliente.id)
    .where('isMain', '=', 1)
    .executeTakeFirstOrThrow();
  // Two plain items (no promotion, no company price) with round prices and plenty of stock.
  const [a, b] = await db
    .selectFrom('items')
    .select('id')
    .where('storeId', '=', store.id)
    .where('deleted', '=', 0)
    .orderBy('id')
    .limit(2)
    .execute();
  await db
    .updateTable('items')
    .set({ price: 4990, promotionalPrice: 0, stockQuantity: 50 })
    .where('id', '=', a!.id)
    .execute();
  await db
    .updateTable('items')
    .set({ price: 1990, promotionalPrice: 0, stockQuantity: 50 })
    .where('id', '=', b!.id)
    .execute();
  return {
    storeId: store.id,
    pickup: (await option('pickup')).id,
    delivery: (await option('delivery')).id,
    pix: (await method('pix')).id,
    card: (await method('card')).id,
    cash: (await method('simple')).id,
    gateway: (await method('gateway')).id,
    itemA: a!.id,
    itemB: b!.id,
    clienteId: cliente.id,
    mainAddressId: mainAddress.id,
    mainPostalCode: mainAddress.postalCode,
    headers: await bearerFor(t, 'cliente@petshop.demo'),
  };
}

export const CREATE_ORDER = /* GraphQL */ `
  mutation ($input: CreateOrderInput!) {
    createOrder(input: $input) {
      id
      status
      total
    }
  }
`;

type Answer = { createOrder: { id: string; status: string; total: number } };

export function placeOrder(t: TestApp, input: Record<string, unknown>, headers: Record<string, string>) {
  return gql<Answer>(t.app, CREATE_ORDER, { input }, headers);
}

export const ORDER_QUERY = /* GraphQL */ `
  query ($id: ID!) {
    order(id: $id) {
      id
      status
      statusLabel
      statusColor
      subtotal
      couponDiscount
      paymentDiscount
      freight
      total
      couponCode
      observation
      address
      items {
        quantity
        price
        total
        item {
          id
          name
        }
      }
      payments {
        type
        gateway
        billingType
        status
        amount
        installments
        transaction
      }
      statusStory {
        status
      }
    }
  }
`;

export async function countOrders(t: TestApp): Promise<number> {
  const row = await t.database.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A number_token for a sandbox test card, as the storefront gets it before submitting. */
export async function cardToken(
  t: TestApp,
  storeId: number,
  methodId: number,
  headers: Record<string, string>,
  cardNumber: string,
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/store/${storeId}/payment-methods/${methodId}/tokens/card`,
    payload: { card_number: cardNumber },
    headers,
  });
  if (res.statusCode !== 200) throw new Error(`tokenization answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { number_token: string }).number_token;
}
