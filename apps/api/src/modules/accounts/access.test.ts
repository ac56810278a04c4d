import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, gql, startTestApp, type TestApp } from '../../../test/app.js';
import { firstError, userIdOf } from './testing.js';

/*
 * Spec 6 / the issue: user A reaching for user B's address, card, notification or profile through any field or
 * id gets exactly the answer an id that does not exist gets, and B's rows do not change.
 */

const ADDRESS = {
  type: 'home',
  postalCode: '01310-100',
  address: 'Rua Invasora',
  addressNumber: '1',
  province: 'Centro',
  city: 'São Paulo',
  state: 'SP',
};
const MISSING = '999999';

describe("one shopper cannot reach another shopper's data", () => {
  let t: TestApp;
  let a: Record<string, string>;
  let victimId: number;
  let b: { address: string; card: string; notification: string };

  const victimRows = async () => {
    const db = t.database.db;
    return {
      user: await db.selectFrom('users').selectAll().where('id', '=', victimId).executeTakeFirstOrThrow(),
      addresses: await db.selectFrom('addresses').selectAll().where('userId', '=', victimId).orderBy('id').execute(),
      cards: await db.selectFrom('paymentCards').selectAll().where('userId', '=', victimId).orderBy('id').execute(),
      notifications: await db
        .selectFrom('notifications')
        .selectAll()
        .where('userId', '=', victimId)
        .orderBy('id')
        .execute(),
      endpoints: await db
        .selectFrom('pushEndpoints')
        .selectAll()
        .where('userId', '=', victimId)
        .orderBy('id')
        .execute(),
    };
  };

  beforeAll(async () => {
    t = await startTestApp();
    a = await bearerFor(t, 'novo@petshop.demo');
    victimId = await userIdOf(t, 'cliente@petshop.demo');
    const db = t.database.db;
    const address = await db
      .selectFrom('addresses')
      .select('id')
      .where('userId', '=', victimId)
      .where('isMain', '=', 0)
      .executeTakeFirstOrThrow();
    const card = await db
      .selectFrom('paymentCards')
      .select('id')
      .where('userId', '=', victimId)
      .executeTakeFirstOrThrow();
    const notification = await db
      .selectFrom('notifications')
      .select('id')
      .where('userId', '=', victimId)
      .where('readed', '=', 0)
      .executeTakeFirstOrThrow();
    b = { address: String(address.id), card: String(card.id), notification: String(notification.id) };
    await db
      .insertInto('pushEndpoints')
      .values({
        userId: victimId,
        type: 'FIREBASE_APP',
        registration: 'victim-device',
        description: null,
        createdAt: new Date().toISOString(),
      })
      .execute();
    // A has data of their own, so "nothing found" is not just "A has nothing"
    await gql(t.app, 'mutation($input: AddressInput!) { setAddress(input: $input) { id } }', { input: ADDRESS }, a);
  });
  afterAll(() => t.close());

  const same = async (query: string, victimVars: Record<string, unknown>, missingVars: Record<string, unknown>) => {
    const victim = await gql(t.app, query, victimVars, a);
    const missing = await gql(t.app, query, missingVars, a);
    expect(victim).toEqual(missing);
    return victim.body;
  };

  it("answers B's address ids like missing ones in unsetAddress and setAddress", async () => {
    const before = await victimRows();
    const unset = await same('mutation($id: ID!) { unsetAddress(id: $id) }', { id: b.address }, { id: MISSING });
    expect(firstError(unset)).toMatchObject({ category: 'graphql', message: 'Endereço não encontrado' });
    const set = await same(
      'mutation($input: AddressInput!) { setAddress(input: $input) { id address } }',
      { input: { ...ADDRESS, id: b.address, isMain: true } },
      { input: { ...ADDRESS, id: MISSING, isMain: true } },
    );
    expect(firstError(set)).toMatchObject({ category: 'graphql', message: 'Endereço não encontrado' });
    for (const id of ['abc', '-1', `${b.address}.0`, ` ${b.address}`]) {
      expect(await gql(t.app, 'mutation($id: ID!) { unsetAddress(id: $id) }', { id }, a)).toEqual(
        await gql(t.app, 'mutation($id: ID!) { unsetAddress(id: $id) }', { id: MISSING }, a),
      );
    }
    expect(await victimRows()).toEqual(before);
  });

  it("answers B's card ids like missing ones in setPaymentCardAsDefault and unsetPaymentCard", async () => {
    const before = await victimRows();
    const setDefault = await same(
      'mutation($id: ID!) { setPaymentCardAsDefault(id: $id) { id externalId } }',
      { id: b.card },
      { id: MISSING },
    );
    expect(firstError(setDefault)).toMatchObject({ category: 'graphql', message: 'Cartão não encontrado' });
    const unset = await same('mutation($id: ID!) { unsetPaymentCard(id: $id) }', { id: b.card }, { id: MISSING });
    expect(firstError(unset)).toMatchObject({ category: 'graphql', message: 'Cartão não encontrado' });
    expect(await victimRows()).toEqual(before);
  });

  it("answers B's notification ids like missing ones in readNotifications", async () => {
    const before = await victimRows();
    const read = await same(
      'mutation($ids: [ID!]) { readNotifications(ids: $ids) }',
      { ids: [b.notification] },
      { ids: [MISSING] },
    );
    expect(read).toEqual({ data: { readNotifications: 0 } });
    // "mark all" marks only A's own
    await gql(t.app, 'mutation { readNotifications }', {}, a);
    expect(await victimRows()).toEqual(before);
  });

  it("answers B's push registration like a missing one and leaves it registered to B", async () => {
    const before = await victimRows();
    await same(
      'mutation($r: String!) { unsetUserEndpoint(type: FIREBASE_APP, registration: $r) }',
      { r: 'victim-device' },
      { r: 'no-such-device' },
    );
    expect(await victimRows()).toEqual(before);
  });

  it("shows A only A: me, its lists and the export never carry B's rows", async () => {
    const { body } = await gql<{
      me: { email: string; addresses: { id: string }[]; cards: unknown[]; notifications: { data: unknown[] } };
      exportMyData: { profile: { email: string }; addresses: { id: number }[] };
    }>(t.app, 'query { me { email addresses { id } cards { id } notifications { data { id } } } exportMyData }', {}, a);
    expect(body.data?.me.email).toBe('novo@petshop.demo');
    expect(body.data?.me.addresses.map((x) => x.id)).not.toContain(b.address);
    expect(body.data?.me.cards).toEqual([]);
    expect(body.data?.me.notifications.data).toEqual([]);
    expect(body.data?.exportMyData.profile.email).toBe('novo@petshop.demo');
    expect(JSON.stringify(body.data?.exportMyData)).not.toContain('cliente@petshop.demo');
  });

  it('refuses a petshop token on the loja host for every mutation (authentication) and writes nothing', async () => {
    const loja = { ...a, host: 'loja.localhost' };
    const attacker = await userIdOf(t, 'novo@petshop.demo');
    const count = async () =>
      (await t.database.db.selectFrom('addresses').select('id').where('userId', '=', attacker).execute()).length;
    const before = await count();
    for (const [query, vars] of [
      ['mutation($input: AddressInput!) { setAddress(input: $input) { id } }', { input: ADDRESS }],
      ['mutation { readNotifications }', {}],
      ['mutation { deleteMyAccount(currentPassword: "Senha123") }', {}],
      ['query { exportMyData }', {}],
    ] as const) {
      expect(firstError((await gql(t.app, query, vars, loja)).body)).toMatchObject({
        category: 'authentication',
        message: 'Invalid token',
      });
    }
    expect(await count()).toBe(before);
    expect(
      (await t.database.db.selectFrom('users').select('deletedAt').where('id', '=', attacker).executeTakeFirstOrThrow())
        .deletedAt,
    ).toBeNull();
  });
});
