import { expect } from 'vitest';
import { sql } from 'kysely';
import { createServices } from '../../src/services.js';
import { bearerFor, gql, type TestApp } from '../app.js';

/** What the adversarial tests share: the demo stores' hosts, fresh accounts and side-by-side answers. */

export type Headers = Record<string, string>;
export type Slug = 'petshop' | 'loja' | 'clinica';

export const HOST: Record<Slug, string> = {
  petshop: 'petshop.localhost',
  loja: 'loja.localhost',
  clinica: 'clinica.localhost',
};
/** An id no row has: what every answer about someone else's row is compared with. */
export const MISSING = '987654321';

export const storeIdOf = async (t: TestApp, slug: Slug): Promise<number> =>
  (await t.database.db.selectFrom('stores').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;

export const userIdOf = async (t: TestApp, email: string): Promise<number> =>
  (await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/** The key the app signs its tokens with, as the app itself derives it. */
export const signingSecretOf = (t: TestApp): Uint8Array => createServices(t.config, t.database).signingSecret;

/**
 * A new customer of a store who may buy at once: a copy of the store's verified demo customer under another e-mail,
 * with a copy of its main address. Answers the user's id, bearer headers and address id.
 */
export async function newCustomer(t: TestApp, slug: Slug, name: string) {
  const db = t.database.db;
  const { id: _id, ...model } = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', `cliente@${slug}.demo`)
    .executeTakeFirstOrThrow();
  const email = `${name}@${slug}.demo`;
  const { id } = await db
    .insertInto('users')
    .values({ ...model, email, name: `Cliente ${name}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: _a, ...address } = await db
    .selectFrom('addresses')
    .selectAll()
    .where('userId', '=', _id)
    .where('isMain', '=', 1)
    .executeTakeFirstOrThrow();
  const { id: addressId } = await db
    .insertInto('addresses')
    .values({ ...address, userId: id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, email, addressId, headers: await bearerFor(t, email) };
}

/** A store's ids for a checkout, and two plain items with hand-set prices (no promotion) and plenty of stock. */
export async function shop(t: TestApp, slug: Slug) {
  const db = t.database.db;
  const storeId = await storeIdOf(t, slug);
  const option = async (type: 'pickup' | 'delivery') =>
    (
      await db
        .selectFrom('shippingOptions')
        .select('id')
        .where('storeId', '=', storeId)
        .where('type', '=', type)
        .executeTakeFirstOrThrow()
    ).id;
  const method = async (type: 'pix' | 'card' | 'simple') =>
    (
      await db
        .selectFrom('paymentMethods')
        .select('id')
        .where('storeId', '=', storeId)
        .where('type', '=', type)
        .executeTakeFirstOrThrow()
    ).id;
  const [a, b] = await db
    .selectFrom('items')
    .select('id')
    .where('storeId', '=', storeId)
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
    storeId,
    pickup: await option('pickup'),
    delivery: await option('delivery'),
    pix: await method('pix'),
    card: await method('card'),
    cash: await method('simple'),
    itemA: a!.id,
    itemB: b!.id,
  };
}

export const CREATE_ORDER = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id status total } }';

export function placeOrder(t: TestApp, input: Record<string, unknown>, headers: Headers) {
  return gql<{ createOrder: { id: string; status: string; total: number } }>(t.app, CREATE_ORDER, { input }, headers);
}

/** One unit of an item for pickup, paid in cash without change: the simplest order there is. */
export const pickupCash = (
  s: Awaited<ReturnType<typeof shop>>,
  item: number,
  total: number,
  extra: Record<string, unknown> = {},
) => ({
  items: [{ item: String(item), quantity: 1 }],
  shippingOption: String(s.pickup),
  paymentMethod: String(s.cash),
  changeFor: -1,
  total,
  ...extra,
});

/**
 * Sends the same operation with someone else's id and with an id no row has, and expects the two answers to be
 * identical (status and body: data, message, category, code). Answers the body.
 */
export async function answersLikeMissing(
  t: TestApp,
  query: string,
  theirs: Record<string, unknown>,
  missing: Record<string, unknown>,
  headers: Headers,
) {
  const a = await gql(t.app, query, theirs, headers);
  const b = await gql(t.app, query, missing, headers);
  expect(a).toEqual(b);
  // a malformed operation would answer both alike and prove nothing
  expect(a.body.errors?.[0]?.extensions?.code).not.toBe('error.badRequest');
  return a.body;
}

/** Every row of every table of the test database (its own schema on PostgreSQL), by table name. */
export async function everyRow(t: TestApp): Promise<Map<string, Record<string, unknown>[]>> {
  const db = t.database.db;
  const names =
    t.database.kind === 'postgres'
      ? (
          await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
            db,
          )
        ).rows
      : (
          await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)
        ).rows;
  const tables = new Map<string, Record<string, unknown>[]>();
  for (const { name } of names)
    tables.set(name, (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db)).rows);
  return tables;
}
