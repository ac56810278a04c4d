import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, gql, startTestApp, type TestApp } from '../../../test/app.js';
import { saveUpload } from '../files/storage.js';
import { PNG_1X1 } from '../files/test-images.js';
import { SECRETS, seedHistory } from './test-fixtures.js';

describe('LGPD export: GET /api/me/export and exportMyData', () => {
  let t: TestApp;
  let history: Awaited<ReturnType<typeof seedHistory>>;
  beforeAll(async () => {
    t = await startTestApp();
    history = await seedHistory(t, 'cliente@petshop.demo');
  });
  afterAll(() => t.close());

  it('downloads everything about the user as meus-dados.json', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/me/export',
      headers: await bearerFor(t, 'cliente@petshop.demo'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="meus-dados.json"');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.store).toEqual({ name: 'Pet Feliz', slug: 'petshop' });
    expect(data.profile).toMatchObject({
      id: history.userId,
      name: 'Maria Oliveira',
      email: 'cliente@petshop.demo',
      phone: '5511987654321',
      cpfCnpj: '52998224725',
      personType: 'F',
      company: false,
      avatar: `/api/files/-/avatars/${history.avatar}`,
      socialSignIn: { google: true, apple: false },
    });
    expect(data.addresses.map((a: { address: string }) => a.address)).toEqual(['Avenida Paulista', 'Rua Antônio Agú']);
    expect(data.savedCards).toEqual([
      expect.objectContaining({
        cardBrand: 'visa',
        cardFirstDigits: '411111',
        cardLastDigits: '1111',
        cardExpMonth: 12,
        cardExpYear: 2030,
        isDefault: true,
      }),
    ]);
    expect(data.notifications).toHaveLength(2);
    expect(data.pushEndpoints).toEqual([
      { type: 'FIREBASE_APP', description: 'Android 14', createdAt: expect.any(String) },
    ]);
    // the demo customer also has the demo order out for delivery
    expect(data.orders.filter((o: { id: number }) => o.id === history.orderId)).toEqual([
      expect.objectContaining({
        id: history.orderId,
        status: 'entregue',
        total: history.item.price * 2 + 990,
        freight: 990,
        observation: 'Deixar na portaria',
        address: JSON.parse(history.snapshot),
        items: [
          {
            itemId: history.item.id,
            name: history.item.name,
            quantity: 2,
            price: history.item.price,
            total: history.item.price * 2,
          },
        ],
        payments: [
          expect.objectContaining({
            type: 'pix',
            gateway: 'sandbox',
            status: 'paid',
            amount: history.item.price * 2 + 990,
          }),
        ],
        statusStory: [
          expect.objectContaining({ status: 'pendente' }),
          expect.objectContaining({ status: 'entregue', message: 'Entregue ao porteiro' }),
        ],
      }),
    ]);
    expect(data.pets.map((p: { name: string; vaccines: unknown[] }) => [p.name, p.vaccines.length])).toEqual([
      ['Thor', 3],
      ['Mia', 3],
    ]);
    // every appointment of the shopper, and nobody else's
    const mine = await t.database.db
      .selectFrom('appointments')
      .select(['id', 'price', 'observations'])
      .where('userId', '=', history.userId)
      .orderBy('id')
      .execute();
    expect(mine.length).toBeGreaterThan(0);
    const exported = data.appointments.map((a: { id: number; price: number; observations: string | null }) => ({
      id: a.id,
      price: a.price,
      observations: a.observations,
    }));
    expect(exported.sort((a: { id: number }, b: { id: number }) => a.id - b.id)).toEqual(mine);
    expect(data.cart).toEqual([{ itemId: history.item.id, name: history.item.name, quantity: 1 }]);
    expect(data.stockAlerts).toEqual([expect.objectContaining({ itemId: history.item.id })]);
  });

  it("exports each pet's weighings, its vaccines' batch and clinic, and its picture as a signed URL that serves it", async () => {
    const picture = await saveUpload(t.config.dataDir, 'pets-avatar', PNG_1X1, 'png');
    await t.database.db
      .updateTable('pets')
      .set({ avatar: picture })
      .where('userId', '=', history.userId)
      .where('name', '=', 'Thor')
      .execute();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/me/export',
      headers: await bearerFor(t, 'cliente@petshop.demo'),
    });
    const thor = res.json().pets.find((p: { name: string }) => p.name === 'Thor');
    expect(thor.weights).toHaveLength(13);
    expect(thor.weights.at(-1)).toEqual({ weighedOn: expect.any(String), weightGrams: 32_000 });
    expect(thor.vaccines[0]).toMatchObject({
      name: 'V10 (Polivalente)',
      batch: 'VAN-2291',
      clinic: 'Clínica Veterinária Pet Feliz',
    });
    expect(thor.avatar).toMatch(new RegExp(`^/api/files/-/pets-avatar/${picture}\\?exp=\\d+&sig=`));
    expect((await t.app.inject(thor.avatar)).statusCode).toBe(200);
  });

  it('never carries the password hash or any token, gateway reference or push registration', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/me/export',
      headers: await bearerFor(t, 'cliente@petshop.demo'),
    });
    const text = res.body;
    const row = await t.database.db
      .selectFrom('users')
      .select('passwordHash')
      .where('id', '=', history.userId)
      .executeTakeFirstOrThrow();
    expect(row.passwordHash).toBeTruthy();
    for (const secret of [
      row.passwordHash!,
      'scrypt$',
      'passwordHash',
      'tok_demo_visa',
      'externalId',
      'tokenHash',
      'codeHash',
      'registration',
      'idempotencyKey',
      'requestHash',
      ...Object.values(SECRETS),
    ]) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it('answers the same document through GraphQL', async () => {
    const headers = await bearerFor(t, 'cliente@petshop.demo');
    const rest = (await t.app.inject({ method: 'GET', url: '/api/me/export', headers })).json();
    const { body } = await gql<{ exportMyData: Record<string, unknown> }>(t.app, 'query { exportMyData }', {}, headers);
    expect({ ...body.data?.exportMyData, exportedAt: null }).toEqual({ ...rest, exportedAt: null });
  });

  it("answers 401 'Invalid token' without a valid bearer token", async () => {
    for (const headers of [
      { host: 'petshop.localhost' },
      { host: 'petshop.localhost', authorization: 'Bearer forged' },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/me/export', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid token', code: 'auth.invalidToken', params: {} });
      expect(res.headers['www-authenticate']).toContain('Bearer');
      expect(res.headers['content-disposition']).toBeUndefined();
    }
  });
});
