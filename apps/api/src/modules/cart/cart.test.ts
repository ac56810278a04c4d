import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearerFor, gql, startTestApp, type TestApp } from '../../../test/app.js';
import { storeRules } from '../stores/store-rules.js';
import { prepareItems, userId, type Fixture } from './testing.js';

const CART =
  'id total items { id quantity unitPrice total item { id code name price promotionalPrice listPrice images stockQuantity } }';
const SHOW = `query { shoppingCart { ${CART} } }`;
const SET = `mutation ($items: [ShoppingCartItemInput!]!) { setShoppingCartItem(items: $items) { ${CART} } }`;
const UNSET = `mutation ($id: ID!) { unsetShoppingCartItem(id: $id) { ${CART} } }`;
const CLEAR = `mutation { clearShoppingCart { ${CART} } }`;

type Cart = {
  id: string | null;
  total: number;
  items: {
    id: string;
    quantity: number;
    unitPrice: number;
    total: number;
    item: { id: string; listPrice: number | null };
  }[];
};

describe('server cart (shoppingCart, setShoppingCartItem, unsetShoppingCartItem, clearShoppingCart)', () => {
  let t: TestApp;
  let f: Fixture;
  let cliente: Record<string, string>;
  let novo: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
    f = await prepareItems(t.database.db);
    cliente = await bearerFor(t, 'cliente@petshop.demo');
    novo = await bearerFor(t, 'novo@petshop.demo');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await gql(t.app, CLEAR, {}, cliente);
    await gql(t.app, CLEAR, {}, novo);
  });

  const set = (items: unknown[], headers = cliente) =>
    gql<{ setShoppingCartItem: Cart }>(t.app, SET, { items }, headers);
  const show = async (headers = cliente) =>
    (await gql<{ shoppingCart: Cart }>(t.app, SHOW, {}, headers)).body.data!.shoppingCart;
  const linesInDb = async (email: string) =>
    t.database.db
      .selectFrom('cartItems')
      .innerJoin('carts', 'carts.id', 'cartItems.cartId')
      .select(['cartItems.itemId', 'cartItems.quantity'])
      .where('carts.userId', '=', await userId(t.database.db, email))
      .orderBy('cartItems.itemId')
      .execute();

  it('refuses every cart call from a visitor with the authentication error (guests keep their cart in the browser)', async () => {
    const host = { host: 'petshop.localhost' };
    for (const [query, variables] of [
      [SHOW, {}],
      [SET, { items: [{ itemId: String(f.food), quantity: 1 }] }],
      [UNSET, { id: '1' }],
      [CLEAR, {}],
    ] as const) {
      const { body } = await gql(t.app, query, variables, host);
      expect(body.errors?.[0]?.extensions?.category).toBe('authentication');
    }
  });

  it('starts empty, without a cart id', async () => {
    expect(await show(novo)).toEqual({ id: null, total: 0, items: [] });
  });

  it('prices the lines on the server: 2 × R$ 49,90 + 1 × R$ 19,90 = R$ 119,70', async () => {
    const { body } = await set([
      { itemId: String(f.food), quantity: 2 },
      { itemId: String(f.toy), quantity: 1 },
    ]);
    expect(body.errors).toBeUndefined();
    const cart = body.data!.setShoppingCartItem;
    expect(cart.total).toBe(11970);
    expect(cart.id).not.toBeNull();
    expect(cart.items.map((l) => [Number(l.item.id), l.quantity, l.unitPrice, l.total])).toEqual([
      [f.food, 2, 4990, 9980],
      [f.toy, 1, 1990, 1990],
    ]);
    expect(cart.items[0]!.item).toMatchObject({ price: 4990, promotionalPrice: 0, listPrice: null, stockQuantity: 50 });
    expect(await show()).toEqual(cart);
    expect(await linesInDb('cliente@petshop.demo')).toEqual([
      { itemId: f.food, quantity: 2 },
      { itemId: f.toy, quantity: 1 },
    ]);
  });

  it('charges the promotional price: 3 × R$ 30,00 = R$ 90,00', async () => {
    const cart = (await set([{ itemId: String(f.promo), quantity: 3 }])).body.data!.setShoppingCartItem;
    expect(cart.items[0]).toMatchObject({ unitPrice: 3000, total: 9000 });
    expect(cart.total).toBe(9000);
  });

  it('sets absolute quantities: 2 then 3 is 3, an item named twice keeps its last quantity, 0 removes', async () => {
    await set([
      { itemId: String(f.food), quantity: 2 },
      { itemId: String(f.toy), quantity: 1 },
    ]);
    await set([{ itemId: String(f.food), quantity: 3 }]);
    expect(await linesInDb('cliente@petshop.demo')).toEqual([
      { itemId: f.food, quantity: 3 },
      { itemId: f.toy, quantity: 1 },
    ]);
    const cart = (
      await set([
        { itemId: String(f.toy), quantity: 5 },
        { itemId: String(f.toy), quantity: 0 },
      ])
    ).body.data!.setShoppingCartItem;
    // 3 × R$ 49,90 = R$ 149,70
    expect(cart.total).toBe(14970);
    expect(await linesInDb('cliente@petshop.demo')).toEqual([{ itemId: f.food, quantity: 3 }]);
  });

  it('refuses quantities outside 1..999 with a pt-BR validation error and changes nothing', async () => {
    await set([{ itemId: String(f.food), quantity: 2 }]);
    for (const quantity of [-1, 1000, 1_000_000_000]) {
      const { body } = await set([
        { itemId: String(f.toy), quantity: 1 },
        { itemId: String(f.food), quantity },
      ]);
      expect(body.errors?.[0]?.extensions).toMatchObject({
        category: 'validation',
        validation: { quantity: ['Informe uma quantidade inteira de 1 a 999'] },
      });
    }
    // GraphQL's Int refuses fractions, strings and numbers beyond 32 bits before the resolver runs: the error
    // formatter still answers the same pt-BR validation error (HTTP 400, since nothing ran)
    for (const quantity of [1.5, '2', 1e10]) {
      const { status, body } = await set([{ itemId: String(f.food), quantity }]);
      expect(status).toBe(400);
      expect(body.errors?.[0]?.extensions).toMatchObject({
        category: 'validation',
        validation: { quantity: ['Informe uma quantidade inteira de 1 a 999'] },
      });
    }
    expect(await linesInDb('cliente@petshop.demo')).toEqual([{ itemId: f.food, quantity: 2 }]);
  });

  it("refuses unknown, deleted and another store's items as 'Item indisponível' and changes nothing", async () => {
    const db = t.database.db;
    const deleted = await db
      .selectFrom('items')
      .select('id')
      .where('storeId', '=', f.store.id)
      .where('deleted', '=', 1)
      .executeTakeFirstOrThrow();
    const foreign = await db
      .selectFrom('items')
      .select('id')
      .where('storeId', '=', f.other.id)
      .executeTakeFirstOrThrow();
    for (const itemId of [String(deleted.id), String(foreign.id), '99999999', 'abc']) {
      const { body } = await set([
        { itemId: String(f.food), quantity: 1 },
        { itemId, quantity: 1 },
      ]);
      expect(body.errors?.[0]?.extensions?.category).toBe('validation');
      expect(Object.values(body.errors?.[0]?.extensions?.validation as Record<string, string[]>).flat()).toEqual([
        'Item indisponível',
      ]);
    }
    expect(await linesInDb('cliente@petshop.demo')).toEqual([]);
  });

  it('refuses more than the stock, naming what is left, unless the store ignores stock', async () => {
    const db = t.database.db;
    const { name } = await db.selectFrom('items').select('name').where('id', '=', f.toy).executeTakeFirstOrThrow();
    await db.updateTable('items').set({ stockQuantity: 3 }).where('id', '=', f.toy).execute();
    const over = await set([{ itemId: String(f.toy), quantity: 4 }]);
    expect(over.body.errors?.[0]?.extensions?.validation).toEqual({
      quantity: [`Temos apenas 3 unidade(s) de ${name} em estoque`],
    });
    expect(
      (await set([{ itemId: String(f.toy), quantity: 3 }])).body.data!.setShoppingCartItem.items[0]!.quantity,
    ).toBe(3);

    await db.updateTable('items').set({ stockQuantity: 0 }).where('id', '=', f.toy).execute();
    const none = await set([{ itemId: String(f.toy), quantity: 1 }]);
    expect(none.body.errors?.[0]?.extensions?.validation).toEqual({ quantity: [`${name} está sem estoque`] });

    const config = JSON.parse(f.store.config) as Record<string, unknown>;
    await db
      .updateTable('stores')
      .set({ config: JSON.stringify({ ...config, ignoreStock: true }) })
      .where('id', '=', f.store.id)
      .execute();
    try {
      expect(
        (await set([{ itemId: String(f.toy), quantity: 7 }])).body.data!.setShoppingCartItem.items[0]!.quantity,
      ).toBe(7);
    } finally {
      await db.updateTable('stores').set({ config: f.store.config }).where('id', '=', f.store.id).execute();
      await db.updateTable('items').set({ stockQuantity: 50 }).where('id', '=', f.toy).execute();
    }
  });

  it('refuses a line past 100 and keeps the 100 lines as they were', async () => {
    const db = t.database.db;
    const items = await db
      .selectFrom('items')
      .select('id')
      .where('storeId', '=', f.store.id)
      .where('deleted', '=', 0)
      .where('stockQuantity', '>', 0)
      .orderBy('id')
      .limit(101)
      .execute();
    expect(items).toHaveLength(101);
    expect((await set([{ itemId: String(items[0]!.id), quantity: 1 }])).body.errors).toBeUndefined();
    const cart = await db
      .selectFrom('carts')
      .select('id')
      .where('userId', '=', await userId(db, 'cliente@petshop.demo'))
      .executeTakeFirstOrThrow();
    await db
      .insertInto('cartItems')
      .values(items.slice(1, 100).map((i) => ({ cartId: cart.id, itemId: i.id, variantId: null, quantity: 1 })))
      .execute();
    const over = await set([
      { itemId: String(items[100]!.id), quantity: 1 },
      { itemId: String(items[0]!.id), quantity: 2 },
    ]);
    expect(over.body.errors?.[0]?.extensions?.validation).toEqual({
      items: ['O carrinho pode ter no máximo 100 itens'],
    });
    const lines = await linesInDb('cliente@petshop.demo');
    expect(lines).toHaveLength(100);
    expect(lines.find((l) => l.itemId === items[0]!.id)?.quantity).toBe(1);
    expect((await show()).items).toHaveLength(100);
  });

  it("keeps users' carts apart: another user's line id answers like an unknown one", async () => {
    const mine = (await set([{ itemId: String(f.food), quantity: 1 }])).body.data!.setShoppingCartItem;
    const lineId = mine.items[0]!.id;
    await set([{ itemId: String(f.toy), quantity: 2 }], novo);
    expect((await show(novo)).items.map((l) => Number(l.item.id))).toEqual([f.toy]);

    const foreign = await gql(t.app, UNSET, { id: lineId }, novo);
    const unknown = await gql(t.app, UNSET, { id: '99999999' }, novo);
    expect(foreign.body.errors?.[0]).toMatchObject({
      message: 'Item não encontrado no carrinho',
      extensions: { category: 'graphql', code: 'cart.lineNotFound', params: {} },
    });
    expect(foreign.body.errors?.[0]?.message).toBe(unknown.body.errors?.[0]?.message);
    expect(foreign.body.errors?.[0]?.extensions).toEqual(unknown.body.errors?.[0]?.extensions);
    expect((await show()).items.map((l) => l.id)).toEqual([lineId]);
  });

  it('removes one line by its id, then clears the cart', async () => {
    const cart = (
      await set([
        { itemId: String(f.food), quantity: 2 },
        { itemId: String(f.toy), quantity: 1 },
      ])
    ).body.data!.setShoppingCartItem;
    const { body } = await gql<{ unsetShoppingCartItem: Cart }>(t.app, UNSET, { id: cart.items[0]!.id }, cliente);
    expect(body.data!.unsetShoppingCartItem.items.map((l) => Number(l.item.id))).toEqual([f.toy]);
    expect(body.data!.unsetShoppingCartItem.total).toBe(1990);
    const cleared = await gql<{ clearShoppingCart: Cart }>(t.app, CLEAR, {}, cliente);
    expect(cleared.body.data!.clearShoppingCart).toMatchObject({ total: 0, items: [] });
    expect(await linesInDb('cliente@petshop.demo')).toEqual([]);
  });

  it('shows a company the store has verified its list price', async () => {
    const db = t.database.db;
    const listId = storeRules(f.store).companyPriceListId!;
    const listed = await db
      .selectFrom('priceListItems')
      .innerJoin('items', 'items.id', 'priceListItems.itemId')
      .select(['items.id', 'items.price', 'priceListItems.price as listPrice'])
      .where('priceListId', '=', listId)
      .where('items.promotionalPrice', '=', 0)
      .where('items.stockQuantity', '>=', 2)
      .where('items.deleted', '=', 0)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('users')
      .set({ companyVerifiedAt: new Date().toISOString() })
      .where('email', '=', 'empresa@petshop.demo')
      .execute();
    const empresa = await bearerFor(t, 'empresa@petshop.demo');
    const cart = (await set([{ itemId: String(listed.id), quantity: 2 }], empresa)).body.data!.setShoppingCartItem;
    expect(cart.items[0]).toMatchObject({ unitPrice: listed.listPrice, total: listed.listPrice * 2 });
    expect(cart.items[0]!.item.listPrice).toBe(listed.listPrice);
    // the same item in a person's cart costs the regular price
    const person = (await set([{ itemId: String(listed.id), quantity: 2 }])).body.data!.setShoppingCartItem;
    expect(person.items[0]).toMatchObject({ unitPrice: listed.price, total: listed.price * 2 });
  });
});
