import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, gql, startTestApp, type TestApp } from '../../../test/app.js';
import { createServices } from '../../services.js';
import { signToken } from '../auth/jwt.js';
import { firstError, userIdOf } from './testing.js';

const ME = /* GraphQL */ `
  query {
    me {
      id
      name
      email
      phone
      cpfCnpj
      stateRegistration
      avatar
      updatedAt
      postalCode
      emailVerifiedAt
      company
      companyVerifiedAt
      isento
      companyName
      company_name
      companyCreatedAt
      purchaseResponsibleName
      mainAddress {
        id
        title
        city
        isMain
      }
      addresses {
        id
        type
        title
        postalCode
        address
        addressNumber
        complement
        province
        city
        state
        nearby
        latitude
        longitude
        isMain
        deleted
      }
      cards {
        id
        externalId
        cardBrand
        cardFirstDigits
        cardLastDigits
        cardExpMonth
        cardExpYear
        cardHolderName
        billingAddressId
        isDefault
        createdAt
      }
      notifications {
        data {
          id
          title
          readed
          payload
        }
        paginatorInfo {
          currentPage
          hasMorePages
          lastPage
          total
        }
      }
      unreadNotifications
    }
  }
`;

describe('me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("says whether the account is the store's courier, never its role", async () => {
    const query = '{ me { courier } }';
    const courier = await gql(t.app, query, {}, await bearerFor(t, 'entregador@petfeliz.demo'));
    expect(courier.body).toEqual({ data: { me: { courier: true } } });
    const customer = await gql(t.app, query, {}, await bearerFor(t, 'cliente@petshop.demo'));
    expect(customer.body).toEqual({ data: { me: { courier: false } } });
    const role = await gql(t.app, '{ me { role } }', {}, await bearerFor(t, 'entregador@petfeliz.demo'));
    expect(role.body.errors).toBeDefined();
  });

  it("answers the signed-in shopper's profile, addresses, cards and notifications", async () => {
    const { body } = await gql(t.app, ME, {}, await bearerFor(t, 'cliente@petshop.demo'));
    expect(body.errors).toBeUndefined();
    const me = body.data?.me as Record<string, unknown> & {
      addresses: Record<string, unknown>[];
      cards: Record<string, unknown>[];
    };
    expect(me).toMatchObject({
      id: String(await userIdOf(t, 'cliente@petshop.demo')),
      name: 'Maria Oliveira',
      email: 'cliente@petshop.demo',
      phone: '5511987654321',
      cpfCnpj: '52998224725',
      postalCode: '01310100',
      avatar: null,
      company: false,
      isento: false,
      companyName: null,
      company_name: null,
      companyVerifiedAt: null,
      mainAddress: { title: 'Principal', city: 'São Paulo', isMain: true },
      notifications: { paginatorInfo: { currentPage: 1, hasMorePages: false, lastPage: 1, total: 2 } },
      unreadNotifications: 1,
    });
    expect(me.emailVerifiedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(me.addresses.map((a) => [a.title, a.address, a.isMain])).toEqual([
      ['Principal', 'Avenida Paulista', true],
      ['Trabalho', 'Rua Antônio Agú', false],
    ]);
    expect(me.addresses[0]).toMatchObject({
      postalCode: '01310100',
      addressNumber: '1000',
      province: 'Bela Vista',
      state: 'SP',
      latitude: -23.5632,
      deleted: false,
    });
    expect(me.cards).toEqual([
      expect.objectContaining({
        externalId: 'tok_demo_visa',
        cardBrand: 'visa',
        cardFirstDigits: '411111',
        cardLastDigits: '1111',
        cardExpMonth: 12,
        cardExpYear: 2030,
        cardHolderName: 'MARIA OLIVEIRA',
        isDefault: true,
        billingAddressId: (me.mainAddress as { id: string }).id,
      }),
    ]);
  });

  it('shows a company with its trade name as companyName and its legal name as company_name', async () => {
    const { body } = await gql(
      t.app,
      'query { me { company companyVerifiedAt companyName company_name stateRegistration companyCreatedAt purchaseResponsibleName isento mainAddress { id } addresses { id } cards { id } } }',
      {},
      await bearerFor(t, 'empresa@petshop.demo'),
    );
    expect(body.data?.me).toEqual({
      company: true,
      companyVerifiedAt: null,
      companyName: 'Amigos do Bicho',
      company_name: 'Amigos do Bicho Comércio de Rações Ltda',
      stateRegistration: '123.456.789.110',
      companyCreatedAt: '2015-03-10',
      purchaseResponsibleName: 'Carla Mendes',
      isento: false,
      mainAddress: null,
      addresses: [],
      cards: [],
    });
  });

  it("lists the main address first whatever its id, leaves deleted ones out and titles the main one 'Principal'", async () => {
    const userId = await userIdOf(t, 'cliente@loja.demo');
    const db = t.database.db;
    const now = new Date().toISOString();
    const base = {
      userId,
      type: 'home',
      postalCode: '13025000',
      address: 'Rua Nova',
      addressNumber: '1',
      province: 'Centro',
      city: 'Campinas',
      state: 'SP',
      createdAt: now,
      updatedAt: now,
    };
    await db
      .insertInto('addresses')
      .values({ ...base, title: 'Antigo', deleted: 1, isMain: 0 })
      .execute();
    const added = await db
      .insertInto('addresses')
      .values({ ...base, title: 'Casa nova', deleted: 0, isMain: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('addresses').set({ isMain: 0 }).where('userId', '=', userId).execute();
    await db.updateTable('addresses').set({ isMain: 1 }).where('id', '=', added.id).execute();
    const { body } = await gql<{
      me: { addresses: { id: string; title: string; address: string; isMain: boolean }[] };
    }>(t.app, 'query { me { addresses { id title address isMain } } }', {}, await bearerFor(t, 'cliente@loja.demo'));
    const [first, ...others] = body.data?.me.addresses ?? [];
    expect(first).toEqual({ id: String(added.id), title: 'Principal', address: 'Rua Nova', isMain: true });
    // the seed's former main address keeps the title it was stored with
    expect(others.map((a) => [a.address, a.isMain])).toEqual([
      ['Rua Coronel Quirino', false],
      ['Rua Sérgio Buarque de Holanda', false],
    ]);
  });

  it('pages notifications newest first and caps cards at 10, the default first', async () => {
    const userId = await userIdOf(t, 'novo@petshop.demo');
    const db = t.database.db;
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
    await db
      .insertInto('notifications')
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          userId,
          type: 'info',
          title: `N${i + 1}`,
          message: 'm',
          payload: '{}',
          readed: i < 2 ? 1 : 0,
          createdAt: at(i),
        })),
      )
      .execute();
    const card = (i: number) => ({
      userId,
      externalId: `tok_${i}`,
      gateway: 'sandbox',
      cardBrand: 'visa',
      cardFirstDigits: '411111',
      cardLastDigits: String(1000 + i),
      cardExpMonth: 1,
      cardExpYear: 2031,
      cardHolderName: 'LUCAS FERREIRA',
      isDefault: (i === 3 ? 1 : 0) as 0 | 1,
      createdAt: at(i),
    });
    await db
      .insertInto('paymentCards')
      .values(Array.from({ length: 12 }, (_, i) => card(i)))
      .execute();
    const headers = await bearerFor(t, 'novo@petshop.demo');
    const query =
      'query($first: Int, $page: Int) { me { unreadNotifications notifications(first: $first, page: $page) { data { title } paginatorInfo { count currentPage firstItem lastItem hasMorePages lastPage perPage total } } cards { cardLastDigits isDefault } two: cards(first: 2) { cardLastDigits } } }';
    const { body } = await gql<{
      me: {
        unreadNotifications: number;
        notifications: { data: { title: string }[]; paginatorInfo: unknown };
        cards: { cardLastDigits: string; isDefault: boolean }[];
        two: unknown[];
      };
    }>(t.app, query, { first: 5, page: 1 }, headers);
    expect(body.data?.me.notifications.data.map((n) => n.title)).toEqual(['N12', 'N11', 'N10', 'N9', 'N8']);
    expect(body.data?.me.notifications.paginatorInfo).toEqual({
      count: 5,
      currentPage: 1,
      firstItem: 1,
      lastItem: 5,
      hasMorePages: true,
      lastPage: 3,
      perPage: 5,
      total: 12,
    });
    expect(body.data?.me.unreadNotifications).toBe(10);
    expect(body.data?.me.cards).toHaveLength(10);
    expect(body.data?.me.cards[0]).toEqual({ cardLastDigits: '1003', isDefault: true });
    expect(body.data?.me.cards[1]).toEqual({ cardLastDigits: '1011', isDefault: false });
    expect(body.data?.me.two).toHaveLength(2);
    const last = await gql<{
      me: { notifications: { data: { title: string }[]; paginatorInfo: { hasMorePages: boolean } } };
    }>(t.app, query, { first: 5, page: 3 }, headers);
    expect(last.body.data?.me.notifications.data.map((n) => n.title)).toEqual(['N2', 'N1']);
    expect(last.body.data?.me.notifications.paginatorInfo.hasMorePages).toBe(false);
  });

  it("answers 'Invalid token' (authentication) to anonymous callers, bad tokens, app tokens and expired tokens", async () => {
    const services = createServices(t.config, t.database);
    const store = await t.database.db
      .selectFrom('stores')
      .select('id')
      .where('slug', '=', 'petshop')
      .executeTakeFirstOrThrow();
    const userId = await userIdOf(t, 'cliente@petshop.demo');
    const app = await signToken(services.signingSecret, { type: 'app', storeId: store.id });
    const expired = await signToken(
      services.signingSecret,
      { type: 'access', storeId: store.id, userId },
      Math.floor(Date.now() / 1000) - 3600,
    );
    const host = 'petshop.localhost';
    const cases: Record<string, string>[] = [
      { host },
      { host, authorization: 'Bearer nope' },
      { host, authorization: `Bearer ${app.token}` },
      { host, authorization: `Bearer ${expired.token}` },
    ];
    for (const headers of cases) {
      const { body } = await gql(t.app, 'query { me { id email } }', {}, headers);
      expect(body.data?.me).toBeNull();
      expect(firstError(body)).toMatchObject({ category: 'authentication', message: 'Invalid token' });
    }
  });

  it("refuses a petshop shopper's token on the loja host: the token's audience is another store", async () => {
    const headers = await bearerFor(t, 'cliente@petshop.demo');
    const { body } = await gql(
      t.app,
      'query { me { id email addresses { id } } }',
      {},
      { ...headers, host: 'loja.localhost' },
    );
    expect(body.data?.me).toBeNull();
    expect(firstError(body)).toMatchObject({ category: 'authentication', message: 'Invalid token' });
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/me/export',
      headers: { ...headers, host: 'loja.localhost' },
    });
    expect(exported.statusCode).toBe(401);
  });
});
