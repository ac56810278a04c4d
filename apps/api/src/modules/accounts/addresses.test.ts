import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, gql, startTestApp, type TestApp } from '../../../test/app.js';
import { firstError, userIdOf } from './testing.js';

const SET = /* GraphQL */ `
  mutation ($input: AddressInput!) {
    setAddress(input: $input) {
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
  }
`;
const UNSET = 'mutation($id: ID!) { unsetAddress(id: $id) }';

const HOME = {
  type: 'home',
  title: 'Casa da praia',
  postalCode: '11010-000',
  address: 'Rua XV de Novembro',
  addressNumber: '25A',
  complement: ' ',
  province: 'Centro',
  city: 'Santos',
  state: 'sp',
  nearby: 'Perto do porto',
  latitude: -23.93,
  longitude: -46.33,
};

describe('setAddress and unsetAddress', () => {
  let t: TestApp;
  const rowsOf = async (email: string) =>
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

  it("makes a user's first address the main one, stored clean", async () => {
    const { body } = await gql(
      t.app,
      SET,
      { input: { ...HOME, isMain: false } },
      await bearerFor(t, 'novo@petshop.demo'),
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.setAddress).toMatchObject({
      type: 'home',
      title: 'Principal',
      postalCode: '11010000',
      address: 'Rua XV de Novembro',
      addressNumber: '25A',
      complement: null,
      province: 'Centro',
      city: 'Santos',
      state: 'SP',
      nearby: 'Perto do porto',
      latitude: -23.93,
      longitude: -46.33,
      isMain: true,
      deleted: false,
    });
    expect(await rowsOf('novo@petshop.demo')).toEqual([
      expect.objectContaining({
        title: 'Casa da praia',
        postalCode: '11010000',
        state: 'SP',
        complement: null,
        isMain: 1,
        deleted: 0,
      }),
    ]);
  });

  it('adds a second address beside the main one, and isMain: true moves the main mark in one go', async () => {
    const headers = await bearerFor(t, 'cliente@petshop.demo');
    const extra = await gql<{ setAddress: { id: string; isMain: boolean; title: string } }>(
      t.app,
      SET,
      { input: HOME },
      headers,
    );
    expect(extra.body.data?.setAddress).toMatchObject({ isMain: false, title: 'Casa da praia' });
    const main = await gql<{ setAddress: { id: string; isMain: boolean } }>(
      t.app,
      SET,
      { input: { ...HOME, address: 'Avenida Ana Costa', isMain: true } },
      headers,
    );
    expect(main.body.data?.setAddress.isMain).toBe(true);
    const rows = await rowsOf('cliente@petshop.demo');
    expect(rows.filter((r) => r.isMain === 1).map((r) => String(r.id))).toEqual([main.body.data?.setAddress.id]);
    const me = await gql<{ me: { addresses: { address: string; title: string }[]; mainAddress: { address: string } } }>(
      t.app,
      'query { me { mainAddress { address } addresses { address title } } }',
      {},
      headers,
    );
    expect(me.body.data?.me.mainAddress.address).toBe('Avenida Ana Costa');
    expect(me.body.data?.me.addresses[0]).toEqual({ address: 'Avenida Ana Costa', title: 'Principal' });
    expect(me.body.data?.me.addresses).toHaveLength(4);
  });

  it("replaces one of the user's own addresses by id; the main one stays main even when isMain: false is sent", async () => {
    const headers = await bearerFor(t, 'cliente@loja.demo');
    const [main] = (await rowsOf('cliente@loja.demo')).filter((r) => r.isMain === 1);
    const { body } = await gql(
      t.app,
      SET,
      { input: { ...HOME, id: String(main!.id), isMain: false, nearby: null } },
      headers,
    );
    expect(body.data?.setAddress).toMatchObject({
      id: String(main!.id),
      address: 'Rua XV de Novembro',
      city: 'Santos',
      nearby: null,
      isMain: true,
    });
    const rows = await rowsOf('cliente@loja.demo');
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id === main!.id)).toMatchObject({
      address: 'Rua XV de Novembro',
      addressNumber: '25A',
      nearby: null,
      isMain: 1,
      createdAt: main!.createdAt,
    });
  });

  it('answers the spec 5 address messages per field and stores nothing', async () => {
    const before = await rowsOf('empresa@petshop.demo');
    const input = {
      type: '',
      postalCode: '0131-10',
      address: '!!',
      addressNumber: '#12',
      province: ' ',
      city: 'São Paulo 2',
      state: 'XX',
      latitude: 91,
      longitude: -181,
      complement: 'x'.repeat(121),
    };
    const { body } = await gql(t.app, SET, { input }, await bearerFor(t, 'empresa@petshop.demo'));
    expect(body.data?.setAddress).toBeNull();
    expect(firstError(body)).toEqual({
      category: 'validation',
      message: 'As informações estão incompletas',
      validation: {
        type: ['Selecione o tipo do endereço'],
        postalCode: ['CEP deve ser válido'],
        address: ['Deve ser um nome válido'],
        addressNumber: ['Caracteres inválidos'],
        province: ['Campo obrigatório'],
        city: ['Informe um nome de cidade válido'],
        state: ['UF inválida'],
        complement: ['Use no máximo 120 caracteres'],
        latitude: ['Coordenadas inválidas'],
        longitude: ['Coordenadas inválidas'],
      },
    });
    expect(await rowsOf('empresa@petshop.demo')).toEqual(before);
  });

  it('soft-deletes an address; when it was the main one the newest remaining address becomes main', async () => {
    const headers = await bearerFor(t, 'empresa@loja.demo');
    const first = await gql<{ setAddress: { id: string } }>(t.app, SET, { input: HOME }, headers);
    const second = await gql<{ setAddress: { id: string } }>(
      t.app,
      SET,
      { input: { ...HOME, address: 'Rua Dois' } },
      headers,
    );
    const third = await gql<{ setAddress: { id: string } }>(
      t.app,
      SET,
      { input: { ...HOME, address: 'Rua Três' } },
      headers,
    );
    const [a, b, c] = [first, second, third].map((r) => Number(r.body.data?.setAddress.id));

    expect((await gql(t.app, UNSET, { id: String(b) }, headers)).body).toEqual({ data: { unsetAddress: true } });
    expect((await rowsOf('empresa@loja.demo')).map((r) => [r.id, r.isMain, r.deleted])).toEqual([
      [a, 1, 0],
      [b, 0, 1],
      [c, 0, 0],
    ]);

    expect((await gql(t.app, UNSET, { id: String(a) }, headers)).body).toEqual({ data: { unsetAddress: true } });
    expect((await rowsOf('empresa@loja.demo')).map((r) => [r.id, r.isMain, r.deleted])).toEqual([
      [a, 0, 1],
      [b, 0, 1],
      [c, 1, 0],
    ]);

    const me = await gql<{ me: { addresses: { id: string }[] } }>(
      t.app,
      'query { me { addresses { id } } }',
      {},
      headers,
    );
    expect(me.body.data?.me.addresses).toEqual([{ id: String(c) }]);
    // a deleted address is gone for its owner too
    const again = await gql(t.app, UNSET, { id: String(a) }, headers);
    expect(firstError(again.body)).toMatchObject({ category: 'graphql', message: 'Endereço não encontrado' });
    const edit = await gql(t.app, SET, { input: { ...HOME, id: String(b) } }, headers);
    expect(firstError(edit.body)).toMatchObject({ category: 'graphql', message: 'Endereço não encontrado' });
  });
});
