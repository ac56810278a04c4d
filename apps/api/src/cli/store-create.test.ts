import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../test/app.js';
import { signIn } from '../modules/auth/testing.js';
import { placeOrder } from '../modules/orders/testing.js';
import { run } from './admin-commands.js';
import { CommandRefused, UsageError } from './usage-error.js';

const HOST = 'loja.example.com';
const STORE_QUERY = /* GraphQL */ `
  {
    config {
      name
      ecommerce
      appointments
      urls
      themes
      banners
      config
    }
    items {
      data {
        id
      }
      paginatorInfo {
        total
      }
    }
    shippingOptions {
      type
      label
      usePostalCodes
      paymentMethods {
        type
        label
        gateway
      }
    }
  }
`;

describe('npm run admin -- store:create', () => {
  let t: TestApp;
  const storeCount = async () => (await t.database.db.selectFrom('stores').select('slug').execute()).length;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('creates an empty store that opens at its hosts, with pickup at the store paid in cash', async () => {
    const said = await run(t.database.db, [
      'store:create',
      'minha-loja',
      '--name',
      'Minha Loja',
      '--host',
      'https://Loja.Example.com:8443/',
      '--host',
      `www.${HOST}`,
      '--appointments',
    ]);
    expect(said.split('\n')[0]).toBe(
      `store 'minha-loja' (Minha Loja) created at ${HOST}, www.${HOST}: pickup at the store, paid in cash`,
    );

    for (const host of [HOST, `www.${HOST}`]) {
      const res = await gql(t.app, STORE_QUERY, {}, { host });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data).toMatchObject({
        config: {
          name: 'Minha Loja',
          ecommerce: true,
          appointments: true,
          urls: expect.arrayContaining([HOST, `www.${HOST}`]),
          themes: { light: { primary: '#1565c0', secondary: '#ef6c00' } },
          banners: { web: [], mobile: [] },
          config: { listPrice: { id: null, isentoId: null }, links: { docs: [] } },
        },
        items: { data: [], paginatorInfo: { total: 0 } },
        shippingOptions: [
          {
            type: 'pickup',
            label: 'Retirar na loja',
            usePostalCodes: false,
            paymentMethods: [{ type: 'simple', label: 'Dinheiro', gateway: null }],
          },
        ],
      });
    }
  });

  it('takes an order from its administrator once it has an item', async () => {
    await run(t.database.db, ['store:create', 'balcao', '--name', 'Balcão', '--host', 'balcao.example.com']);
    await run(t.database.db, [
      'admin:create',
      'dono@balcao.example.com',
      '--store',
      'balcao',
      '--name',
      'Dono do Balcão',
      '--password',
      'Balcao2024',
    ]);
    const db = t.database.db;
    const store = await db.selectFrom('stores').select('id').where('slug', '=', 'balcao').executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    const item = await db
      .insertInto('items')
      .values({
        storeId: store.id,
        brandId: null,
        code: 'BAL-1',
        name: 'Caneca azul',
        description: '',
        images: '[]',
        attrs: '[]',
        price: 3990,
        promotionalPrice: 0,
        stockQuantity: 5,
        ranking: 0,
        deleted: 0,
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const option = await db
      .selectFrom('shippingOptions')
      .select('id')
      .where('storeId', '=', store.id)
      .executeTakeFirstOrThrow();
    const method = await db
      .selectFrom('paymentMethods')
      .select('id')
      .where('storeId', '=', store.id)
      .executeTakeFirstOrThrow();

    // orders need complete registration data (spec 4 'Account validation'), which admin:create does not ask for
    await db
      .updateTable('users')
      .set({ cpfCnpj: '52998224725', phone: '11987654321', postalCode: '01310100' })
      .where('email', '=', 'dono@balcao.example.com')
      .execute();
    const tokens = await signIn(t.app, 'dono@balcao.example.com', 'Balcao2024', 'balcao.example.com');
    const headers = { authorization: `Bearer ${tokens.access_token}`, host: 'balcao.example.com' };
    const input = {
      items: [{ item: String(item.id), quantity: 2 }],
      shippingOption: String(option.id),
      paymentMethod: String(method.id),
      changeFor: -1,
      total: 7980,
    };
    const res = await placeOrder(t, input, headers);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.createOrder).toMatchObject({ total: 7980 });
  });

  it('refuses a slug or a host another store has, and changes nothing', async () => {
    const before = await storeCount();
    const again = run(t.database.db, ['store:create', 'petshop', '--name', 'Outra', '--host', 'outra.example.com']);
    await expect(again).rejects.toThrow(CommandRefused);
    await expect(again).rejects.toThrow("store 'petshop' already exists: nothing was changed");
    await expect(
      run(t.database.db, ['store:create', 'outra', '--name', 'Outra', '--host', 'Petshop.localhost']),
    ).rejects.toThrow("host 'petshop.localhost' already opens store 'petshop': nothing was changed");
    expect(await storeCount()).toBe(before);
    expect(
      await t.database.db
        .selectFrom('storeUrls')
        .select('id')
        .where('url', '=', 'outra.example.com')
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it.each([
    [
      ['Minha Loja', '--name', 'X', '--host', 'x.example.com'],
      "a store slug is lower-case letters, digits and hyphens (like minha-loja), got 'Minha Loja'",
    ],
    [
      ['nova', '--host', 'x.example.com'],
      'store:create needs --name "…" (the name shoppers see, up to 120 characters)',
    ],
    [
      ['nova', '--name', 'Nova'],
      'store:create needs at least one --host (the address shoppers open, like loja.example.com)',
    ],
    [['nova', '--name', 'Nova', '--host', 'loja exemplo'], "'loja exemplo' is not a host name (like loja.example.com)"],
    [
      ['nova', '--name', 'Nova', '--host', 'nova.example.com', '--primary', 'blue'],
      "--primary is a colour like #1565c0, got 'blue'",
    ],
  ])('refuses %j with one line saying what to fix', async (args, message) => {
    const before = await storeCount();
    await expect(run(t.database.db, ['store:create', ...args])).rejects.toThrow(new UsageError(message));
    expect(await storeCount()).toBe(before);
  });
});
