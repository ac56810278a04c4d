import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, gql, startTestApp, type TestApp } from '../../../test/app.js';
import { seedHistory } from './test-fixtures.js';
import { firstError, userIdOf } from './testing.js';

describe('LGPD deletion: deleteMyAccount and DELETE /api/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const count = async (
    table:
      | 'addresses'
      | 'paymentCards'
      | 'notifications'
      | 'pushEndpoints'
      | 'carts'
      | 'stockAlerts'
      | 'pets'
      | 'verificationCodes',
    userId: number,
  ) => (await t.database.db.selectFrom(table).select('id').where('userId', '=', userId).execute()).length;

  it('anonymises the user, deletes personal data, keeps orders and signs every session out', async () => {
    const db = t.database.db;
    const history = await seedHistory(t, 'cliente@petshop.demo');
    const { userId } = history;
    const headers = await bearerFor(t, 'cliente@petshop.demo');
    const petIds = (await db.selectFrom('pets').select('id').where('userId', '=', userId).execute()).map((p) => p.id);
    const bystander = await db
      .selectFrom('addresses')
      .selectAll()
      .where('userId', '=', await userIdOf(t, 'cliente@loja.demo'))
      .orderBy('id')
      .execute();

    expect((await gql(t.app, 'mutation { deleteMyAccount(currentPassword: "Senha123") }', {}, headers)).body).toEqual({
      data: { deleteMyAccount: true },
    });

    const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      name: 'Conta excluída',
      passwordHash: null,
      phone: null,
      cpfCnpj: null,
      stateRegistration: null,
      avatar: null,
      postalCode: null,
      emailVerifiedAt: null,
      companyName: null,
      legalName: null,
      companyCreatedAt: null,
      purchaseResponsibleName: null,
      googleSubject: null,
      appleSubject: null,
    });
    expect(user.email).toMatch(new RegExp(`^deleted-${userId}-[a-f0-9]{16}@invalid$`));
    expect(user.deletedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // the address an order points at stays as a blank, deleted row; the other one is gone
    const addresses = await db.selectFrom('addresses').selectAll().where('userId', '=', userId).execute();
    expect(addresses).toEqual([
      expect.objectContaining({
        id: history.orderAddressId,
        title: null,
        address: '',
        addressNumber: '',
        complement: null,
        nearby: null,
        latitude: null,
        longitude: null,
        isMain: 0,
        deleted: 1,
      }),
    ]);
    for (const table of [
      'paymentCards',
      'notifications',
      'pushEndpoints',
      'carts',
      'stockAlerts',
      'pets',
      'verificationCodes',
    ] as const) {
      expect(await count(table, userId), table).toBe(0);
    }
    expect(await db.selectFrom('vaccines').select('id').where('petId', 'in', petIds).execute()).toEqual([]);
    const tokens = await db.selectFrom('refreshTokens').select('revokedAt').where('userId', '=', userId).execute();
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.every((r) => r.revokedAt !== null)).toBe(true);

    // orders are tax records: kept whole, with their own address snapshot
    const order = await db.selectFrom('orders').selectAll().where('id', '=', history.orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      userId,
      addressId: history.orderAddressId,
      address: history.snapshot,
      status: 'entregue',
    });
    expect(
      await db.selectFrom('orderItems').select('id').where('orderId', '=', history.orderId).execute(),
    ).toHaveLength(1);
    expect(
      await db.selectFrom('orderPayments').select('id').where('orderId', '=', history.orderId).execute(),
    ).toHaveLength(1);
    // the seed's first appointment: Thor's Banho e Tosa, priced for a large (G) long-coated dog
    const appointment = await db
      .selectFrom('appointments')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(appointment).toMatchObject({
      deleted: 1,
      observations: null,
      location: null,
      description: null,
      petId: null,
      price: 17500,
    });

    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads', 'avatars', history.avatar))).toBe(false);
    expect((await t.app.inject(`/api/files/-/avatars/${history.avatar}`)).statusCode).toBe(404);

    // the old access token is refused at once
    expect(firstError((await gql(t.app, 'query { me { id } }', {}, headers)).body)).toMatchObject({
      category: 'authentication',
      message: 'Invalid token',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/me/export', headers })).statusCode).toBe(401);
    // nobody else was touched
    expect(
      await db
        .selectFrom('addresses')
        .selectAll()
        .where('userId', '=', await userIdOf(t, 'cliente@loja.demo'))
        .orderBy('id')
        .execute(),
    ).toEqual(bystander);
  });

  it('frees the e-mail: the same address can sign up again', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { host: 'petshop.localhost' },
      payload: {
        name: 'Maria Oliveira',
        email: 'cliente@petshop.demo',
        phone: '11987654321',
        password: 'Recomeco123',
        password_confirmation: 'Recomeco123',
      },
    });
    expect(res.statusCode).toBe(201);
    const rows = await t.database.db
      .selectFrom('users')
      .select(['name', 'deletedAt'])
      .where('email', '=', 'cliente@petshop.demo')
      .execute();
    expect(rows).toEqual([{ name: 'Maria Oliveira', deletedAt: null }]);
  });

  it('does the same by REST: DELETE /api/me with { current_password } answers 204, then 401', async () => {
    const headers = await bearerFor(t, 'cliente@loja.demo');
    const userId = await userIdOf(t, 'cliente@loja.demo');
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers,
      payload: { current_password: 'Senha123' },
    });
    expect(res.statusCode).toBe(204);
    const user = await t.database.db
      .selectFrom('users')
      .select(['name', 'email', 'deletedAt'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user.name).toBe('Conta excluída');
    expect(user.email).toMatch(/@invalid$/);
    expect(await count('addresses', userId)).toBe(0);
    expect(await count('paymentCards', userId)).toBe(0);
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers,
      payload: { current_password: 'Senha123' },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: 'Invalid token', code: 'auth.invalidToken', params: {} });
  });
});
