import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, gql, startTestApp, type TestApp } from '../../../test/app.js';
import { firstError, userIdOf } from './testing.js';

const CARD = 'Não inclua números de cartão neste campo';
const UPDATE_ME = 'mutation($input: UpdateMeInput!) { updateMe(input: $input) { id } }';
const SET_ADDRESS = 'mutation($input: AddressInput!) { setAddress(input: $input) { id } }';
const SET_ENDPOINT =
  'mutation($type: PushEndpointType!, $registration: String!, $description: String) { setUserEndpoint(type: $type, registration: $registration, description: $description) }';

const HOME = {
  type: 'home',
  title: 'Casa',
  postalCode: '01310-100',
  address: 'Avenida Paulista',
  addressNumber: '1000',
  complement: 'apto 12',
  province: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  nearby: 'Perto do metrô',
};

describe('free text on the account never keeps a card number', () => {
  let t: TestApp;
  const user = async (email: string) =>
    t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', await userIdOf(t, email))
      .executeTakeFirstOrThrow();
  const addresses = async (email: string) =>
    t.database.db
      .selectFrom('addresses')
      .selectAll()
      .where('userId', '=', await userIdOf(t, email))
      .orderBy('id')
      .execute();
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("updateMe refuses a name holding a card number with 'Não inclua números de cartão neste campo' and keeps the old one", async () => {
    const before = await user('cliente@petshop.demo');
    const { body } = await gql(
      t.app,
      UPDATE_ME,
      { input: { name: 'Maria Souza 4111 1111 1111 1111 cvv 737' } },
      await bearerFor(t, 'cliente@petshop.demo'),
    );
    expect(firstError(body)).toEqual({
      category: 'validation',
      message: 'As informações estão incompletas',
      validation: { name: [CARD] },
    });
    expect(await user('cliente@petshop.demo')).toEqual(before);
  });

  it("updateMe refuses a company's legal name, trade name and purchasing contact holding one", async () => {
    const before = await user('empresa@petshop.demo');
    const input = {
      companyName: 'Pet 4111.1111.1111.1111',
      company_name: 'Amigos Ltda 5555-5555-5555-4444',
      purchaseResponsibleName: 'Carla 3782 822463 10005',
      stateRegistration: '4111 1111 1111 1111',
    };
    const { body } = await gql(t.app, UPDATE_ME, { input }, await bearerFor(t, 'empresa@petshop.demo'));
    expect(firstError(body).validation).toEqual({
      companyName: [CARD],
      company_name: [CARD],
      purchaseResponsibleName: [CARD],
      stateRegistration: [CARD],
    });
    expect(await user('empresa@petshop.demo')).toEqual(before);
  });

  it('setAddress refuses a card number in any typed field and stores nothing', async () => {
    const headers = await bearerFor(t, 'cliente@loja.demo');
    const before = await addresses('cliente@loja.demo');
    const fields = ['title', 'address', 'addressNumber', 'complement', 'province', 'nearby'] as const;
    for (const field of fields) {
      const typed = field === 'addressNumber' ? '4111 1111 1111 1111' : `${HOME[field]} 4111 1111 1111 1111`;
      const { body } = await gql(t.app, SET_ADDRESS, { input: { ...HOME, [field]: typed } }, headers);
      expect(firstError(body).validation, field).toEqual({ [field]: [CARD] });
    }
    // editing one of the user's addresses is refused the same way
    const { body } = await gql(
      t.app,
      SET_ADDRESS,
      { input: { ...HOME, id: String(before[0]!.id), complement: 'cartão 4111-1111-1111-1111' } },
      headers,
    );
    expect(firstError(body).validation).toEqual({ complement: [CARD] });
    expect(await addresses('cliente@loja.demo')).toEqual(before);
  });

  it('keeps ordinary numbers in an address: CEP, street number, phone and CPF in the references', async () => {
    const headers = await bearerFor(t, 'novo@loja.demo');
    const input = {
      ...HOME,
      complement: 'apto 123 bloco 4',
      nearby: 'Portaria 24h, ligar (11) 98765-4321, CPF 529.982.247-25',
    };
    const { body } = await gql(t.app, SET_ADDRESS, { input }, headers);
    expect(body.errors).toBeUndefined();
    expect((await addresses('novo@loja.demo')).at(-1)).toMatchObject({
      complement: 'apto 123 bloco 4',
      nearby: input.nearby,
    });
  });

  it('setUserEndpoint refuses a device description holding a card number and registers nothing', async () => {
    const userId = await userIdOf(t, 'cliente@petshop.demo');
    const count = async () =>
      (await t.database.db.selectFrom('pushEndpoints').select('id').where('userId', '=', userId).execute()).length;
    const before = await count();
    const { body } = await gql(
      t.app,
      SET_ENDPOINT,
      { type: 'FIREBASE_APP', registration: 'fcm-token-card', description: 'Android 4111111111111111' },
      await bearerFor(t, 'cliente@petshop.demo'),
    );
    expect(firstError(body).validation).toEqual({ description: [CARD] });
    expect(await count()).toBe(before);
  });
});
