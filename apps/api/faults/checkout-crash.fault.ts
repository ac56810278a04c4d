import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSigningSecret } from '../src/modules/auth/secret.js';
import { signToken } from '../src/modules/auth/jwt.js';
import { freshDatabase, graphql, JWT_SECRET, startStore, type FaultDatabase, type Store } from './store-process.js';

const CHECKOUTS = 200;
const SHOPPERS = 20;
const STOCK = 1000;
const CREATE_ORDER = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id status total } }';
const ORDER = 'query($id: ID!) { order(id: $id) { id status total } }';

let database: FaultDatabase | undefined;
let store: Store | undefined;
afterEach(async () => {
  await store?.stop();
  await database?.drop();
  store = database = undefined;
});

describe.each(['sqlite', 'postgres'] as const)(`kill -9 during ${CHECKOUTS} concurrent checkouts (%s)`, (kind) => {
  it('loses no acknowledged order: each is there after a restart with its stock taken, and the database is sound', async () => {
    database = await freshDatabase(kind);
    store = await startStore(database.env);
    const handle = database.open();
    const { db } = handle;

    // an item with plenty of stock, the shop's pickup and cash, and shoppers like the demo's customer
    const shop = await db.selectFrom('stores').select('id').where('slug', '=', 'petshop').executeTakeFirstOrThrow();
    const item = await db
      .selectFrom('items as i')
      .select('i.id')
      .where('i.storeId', '=', shop.id)
      .where('i.deleted', '=', 0)
      .where('i.stockQuantity', '>', 0)
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('itemVariants as v').select('v.id').whereRef('v.itemId', '=', 'i.id'))),
      )
      .orderBy('i.id')
      .executeTakeFirstOrThrow();
    await db.updateTable('items').set({ stockQuantity: STOCK }).where('id', '=', item.id).execute();
    const unitsSold = async (on: typeof db) => {
      const sold = await on
        .selectFrom('orderItems')
        .select((e) => e.fn.coalesce(e.fn.sum<number>('quantity'), sql<number>`0`).as('units'))
        .where('itemId', '=', item.id)
        .executeTakeFirstOrThrow();
      return Number(sold.units);
    };
    // the demo's own orders may hold the item already
    const soldBefore = await unitsSold(db);
    const pickup = await db
      .selectFrom('shippingOptions')
      .select('id')
      .where('storeId', '=', shop.id)
      .where('type', '=', 'pickup')
      .executeTakeFirstOrThrow();
    const cash = await db
      .selectFrom('paymentMethods')
      .select('id')
      .where('storeId', '=', shop.id)
      .where('type', '=', 'simple')
      .executeTakeFirstOrThrow();
    const { id: _id, ...model } = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'cliente@petshop.demo')
      .executeTakeFirstOrThrow();
    const emails = Array.from({ length: SHOPPERS }, (_, i) => `falha${i + 1}@petshop.demo`);
    await db
      .insertInto('users')
      .values(emails.map((email, i) => ({ ...model, email, name: `Cliente Falha ${i + 1}` })))
      .execute();
    const users = await db.selectFrom('users').select('id').where('email', 'in', emails).execute();
    const secret = loadSigningSecret(database.dataDir, JWT_SECRET);
    const bearers = await Promise.all(
      users.map(async (u) => ({
        authorization: `Bearer ${(await signToken(secret, { type: 'access', storeId: shop.id, userId: u.id })).token}`,
      })),
    );
    await handle.destroy();

    const input = (total: number) => ({
      input: {
        items: [{ item: String(item.id), quantity: 1 }],
        shippingOption: String(pickup.id),
        paymentMethod: String(cash.id),
        changeFor: -1,
        total,
      },
    });
    // the server names the real total when the one sent is wrong
    const priced = await graphql(store.url, CREATE_ORDER, input(1), bearers[0]!);
    const total = Number(
      priced.body.errors?.[0]?.extensions?.params &&
        (priced.body.errors[0].extensions.params as { amount: number }).amount,
    );
    expect(total).toBeGreaterThan(0);

    // 200 checkouts at once; the server is killed once a fifth of them were acknowledged
    const acknowledged: { id: string; bearer: Record<string, string> }[] = [];
    const running = store;
    let killed: Promise<void> | undefined;
    await Promise.all(
      Array.from({ length: CHECKOUTS }, async (_, i) => {
        const bearer = bearers[i % SHOPPERS]!;
        const answer = await graphql(running.url, CREATE_ORDER, input(total), bearer);
        const created = answer.body.data?.createOrder as { id: string } | undefined;
        if (answer.status === 200 && created) acknowledged.push({ id: created.id, bearer });
        if (acknowledged.length >= CHECKOUTS / 5) killed ??= running.kill9();
      }),
    );
    await killed;
    expect(running.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(CHECKOUTS / 5);
    expect(acknowledged.length).toBeLessThan(CHECKOUTS);

    // the same data, a new process
    store = await startStore(database.env);
    const after = database.open();
    try {
      const present = await after.db
        .selectFrom('orders')
        .select('id')
        .where(
          'id',
          'in',
          acknowledged.map((a) => Number(a.id)),
        )
        .execute();
      expect(present.length).toBe(acknowledged.length);
      const sold = (await unitsSold(after.db)) - soldBefore;
      const { stockQuantity } = await after.db
        .selectFrom('items')
        .select('stockQuantity')
        .where('id', '=', item.id)
        .executeTakeFirstOrThrow();
      // every acknowledged order, perhaps some whose answer the kill cut off; each with its unit taken from stock
      expect(sold).toBeGreaterThanOrEqual(acknowledged.length);
      expect(Number(stockQuantity)).toBe(STOCK - sold);
      process.stdout.write(
        `${kind}: ${acknowledged.length} of ${CHECKOUTS} checkouts acknowledged before kill -9; ${sold} orders after the restart, stock ${stockQuantity} of ${STOCK}\n`,
      );
      if (kind === 'sqlite') {
        const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(after.db);
        expect(check.rows).toEqual([{ integrityCheck: 'ok' }]);
      }
    } finally {
      await after.destroy();
    }
    // and each shopper sees their acknowledged orders through the restarted store
    for (const { id, bearer } of acknowledged.slice(0, 10)) {
      const answer = await graphql(store.url, ORDER, { id }, bearer);
      expect(answer.body.data?.order).toMatchObject({ id, total });
    }
  });
});
