import { addDays, storeDate } from '@store/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, gql, startTestApp, type TestApp } from '../../../test/app.js';
import { firstError, userIdOf } from '../accounts/testing.js';
import { addPet, PET_FIELDS, SET_PET, UPDATE_PET, type PetAnswer } from './testing.js';

const today = () => storeDate(new Date());

describe('setPet, updatePet, pet and pets', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await bearerFor(t, 'novo@petshop.demo');
  });
  afterAll(() => t.close());

  it('creates a pet with every field and records its weight as today’s weighing', async () => {
    const input = {
      name: '  Pipoca ',
      species: 'dog',
      breed: 'Shih Tzu',
      color: 'Branco e caramelo',
      coat: 'long',
      size: 'p',
      gender: 'female',
      dateOfBirth: '2021-08-30',
      weight: 6250,
      observations: 'Alergia a frango.',
    };
    const { body } = await gql<{ setPet: PetAnswer }>(t.app, SET_PET, { input }, owner);
    expect(body.errors).toBeUndefined();
    expect(body.data?.setPet).toMatchObject({
      ...input,
      name: 'Pipoca',
      size: 'P',
      status: 'active',
      weight: 6250,
      avatar: null,
      avatarMin: null,
    });
    const id = Number(body.data!.setPet.id);
    const weighings = await t.database.db.selectFrom('petWeights').selectAll().where('petId', '=', id).execute();
    expect(weighings).toEqual([{ petId: id, weighedOn: today(), weightGrams: 6250 }]);
    const row = await t.database.db
      .selectFrom('pets')
      .select(['userId', 'storeId'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.userId).toBe(await userIdOf(t, 'novo@petshop.demo'));
  });

  it('answers the caller’s pets by name and one of them by id, vaccines included', async () => {
    await addPet(t, owner, { name: 'Amora', species: 'cat' });
    const { body } = await gql<{ pets: PetAnswer[] }>(t.app, `{ pets { name species vaccines { id } } }`, {}, owner);
    expect(body.data?.pets).toEqual([
      { name: 'Amora', species: 'cat', vaccines: [] },
      { name: 'Pipoca', species: 'dog', vaccines: [] },
    ]);
    const id = await addPet(t, owner, { name: 'Zeca', species: 'bird' });
    const one = await gql<{ pet: PetAnswer }>(
      t.app,
      `query($id: ID!) { pet(id: $id) { ${PET_FIELDS} } }`,
      { id },
      owner,
    );
    expect(one.body.data?.pet).toMatchObject({ id, name: 'Zeca', species: 'bird', breed: null, weight: null });
  });

  it('updates a pet: fields left out keep their value, null clears them, and a changed weight replaces today’s weighing', async () => {
    const id = await addPet(t, owner, { name: 'Fred', breed: 'Beagle', color: 'Tricolor', weight: 10_000 });
    const first = await gql<{ updatePet: PetAnswer }>(
      t.app,
      UPDATE_PET,
      { id, input: { name: 'Fred', species: 'dog', color: null, status: 'inactive', weight: 10_400 } },
      owner,
    );
    expect(first.body.data?.updatePet).toMatchObject({
      id,
      breed: 'Beagle',
      color: null,
      status: 'inactive',
      weight: 10_400,
    });
    // the same weight again is no new weighing; the status stays when left out
    const again = await gql<{ updatePet: PetAnswer }>(
      t.app,
      UPDATE_PET,
      { id, input: { name: 'Fred II', species: 'dog', weight: 10_400 } },
      owner,
    );
    expect(again.body.data?.updatePet).toMatchObject({ name: 'Fred II', status: 'inactive', weight: 10_400 });
    const weighings = await t.database.db
      .selectFrom('petWeights')
      .selectAll()
      .where('petId', '=', Number(id))
      .execute();
    expect(weighings).toEqual([{ petId: Number(id), weighedOn: today(), weightGrams: 10_400 }]);
  });

  it('names every wrong field with its Portuguese message', async () => {
    const input = {
      name: 'x'.repeat(61),
      species: 'dragon',
      coat: 'curly',
      size: 'XL',
      gender: 'other',
      status: 'lost',
      dateOfBirth: '2023-02-30',
      weight: 0,
      breed: 'Cartão 4111 1111 1111 1111',
      color: 'c'.repeat(61),
      observations: 'o'.repeat(1001),
    };
    const { body } = await gql(t.app, SET_PET, { input }, owner);
    expect(firstError(body)).toEqual({
      category: 'validation',
      message: 'As informações estão incompletas',
      validation: {
        name: ['Use no máximo 60 caracteres'],
        species: ['Selecione a espécie do pet'],
        breed: ['Não inclua números de cartão neste campo'],
        color: ['Use no máximo 60 caracteres'],
        coat: ['Selecione a pelagem: curta ou longa'],
        size: ['Selecione um porte válido (P, M, G ou GG)'],
        gender: ['Selecione macho ou fêmea'],
        status: ['Situação inválida'],
        dateOfBirth: ['Informe uma data válida'],
        weight: ['O peso deve estar entre 1 g e 150 kg'],
        observations: ['Use no máximo 1000 caracteres'],
      },
    });
    const blank = await gql(
      t.app,
      SET_PET,
      { input: { name: '  ', species: '', dateOfBirth: addDays(today(), 1), weight: 150_001 } },
      owner,
    );
    expect(firstError(blank.body).validation).toEqual({
      name: ['Informe o nome do pet'],
      species: ['Selecione a espécie do pet'],
      dateOfBirth: ['A data de nascimento não pode estar no futuro'],
      weight: ['O peso deve estar entre 1 g e 150 kg'],
    });
    // the limits themselves pass: born today, 1 g and 150 kg
    for (const weight of [1, 150_000]) {
      const ok = await gql<{ setPet: PetAnswer }>(
        t.app,
        SET_PET,
        { input: { name: 'Limite', species: 'other', dateOfBirth: today(), weight } },
        owner,
      );
      expect(ok.body.data?.setPet.weight).toBe(weight);
    }
  });

  it('takes at most 50 pets per shopper', async () => {
    const headers = await bearerFor(t, 'empresa@petshop.demo');
    const userId = await userIdOf(t, 'empresa@petshop.demo');
    const store = await t.database.db
      .selectFrom('users')
      .select('storeId')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    await t.database.db
      .insertInto('pets')
      .values(
        Array.from({ length: 49 }, (_, i) => ({
          userId,
          storeId: store.storeId,
          name: `Pet ${i}`,
          species: 'fish',
          createdAt: at,
          updatedAt: at,
        })),
      )
      .execute();
    expect(
      (await gql(t.app, SET_PET, { input: { name: 'Quinquagésimo', species: 'fish' } }, headers)).body.errors,
    ).toBeUndefined();
    const { body } = await gql(t.app, SET_PET, { input: { name: 'Um a mais', species: 'fish' } }, headers);
    expect(firstError(body)).toMatchObject({ category: 'graphql', message: 'Você pode cadastrar até 50 pets' });
  });

  it('is refused to anonymous callers', async () => {
    const { body } = await gql(t.app, '{ pets { id } }', {}, { host: 'petshop.localhost' });
    expect(firstError(body)).toMatchObject({ category: 'authentication', message: 'Invalid token' });
  });
});

describe("another shopper's pet answers like a missing one", () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let stranger: Record<string, string>;
  let petId: string;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await bearerFor(t, 'cliente@petshop.demo');
    stranger = await bearerFor(t, 'novo@petshop.demo');
    petId = await addPet(t, owner, { name: 'Segredo', weight: 5000 });
  });
  afterAll(() => t.close());

  const asks = (id: string) => [
    { query: `query($id: ID!) { pet(id: $id) { id } }`, variables: { id } },
    {
      query: `mutation($id: ID!) { updatePet(id: $id, input: { name: "Roubado", species: "cat", weight: 9000 }) { id } }`,
      variables: { id },
    },
    {
      query: `mutation($id: ID!, $f: String!) { updatePetAvatar(id: $id, file: $f) { id } }`,
      variables: { id, f: 'data:image/png;base64,AAAA' },
    },
    { query: `query($id: ID!) { petStats(petId: $id) { petId } }`, variables: { id } },
    { query: `query($id: ID!) { vaccines(petId: $id) { id } }`, variables: { id } },
    { query: `mutation($id: ID!) { setVaccine(input: { petId: $id, name: "V8" }) { id } }`, variables: { id } },
  ];

  it('for every query and mutation, exactly as for an id that does not exist', async () => {
    const missing = asks('99999');
    const foreign = asks(petId);
    for (let i = 0; i < missing.length; i++) {
      const a = await gql(t.app, foreign[i]!.query, foreign[i]!.variables, stranger);
      const b = await gql(t.app, missing[i]!.query, missing[i]!.variables, stranger);
      expect(a.body, foreign[i]!.query).toEqual(b.body);
    }
    expect((await gql(t.app, asks(petId)[0]!.query, { id: petId }, stranger)).body).toEqual({ data: { pet: null } });
    expect((await gql(t.app, asks(petId)[5]!.query, { id: petId }, stranger)).body.errors?.[0]?.message).toBe(
      'Pet não encontrado',
    );
    expect((await gql<{ pets: unknown[] }>(t.app, '{ pets { id } }', {}, stranger)).body.data?.pets).toEqual([]);
    const row = await t.database.db
      .selectFrom('pets')
      .select(['name', 'weightGrams'])
      .where('id', '=', Number(petId))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Segredo', weightGrams: 5000 });
  });

  it('a pet recorded in another store, or deleted, is missing too', async () => {
    const loja = await t.database.db
      .selectFrom('stores')
      .select('id')
      .where('slug', '=', 'loja')
      .executeTakeFirstOrThrow();
    await t.database.db.updateTable('pets').set({ storeId: loja.id }).where('id', '=', Number(petId)).execute();
    expect((await gql(t.app, asks(petId)[0]!.query, { id: petId }, owner)).body).toEqual({ data: { pet: null } });
    expect(
      (await gql<{ pets: { id: string }[] }>(t.app, '{ pets { id } }', {}, owner)).body.data?.pets.map((p) => p.id),
    ).not.toContain(petId);
    const petshop = await t.database.db
      .selectFrom('stores')
      .select('id')
      .where('slug', '=', 'petshop')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('pets')
      .set({ storeId: petshop.id, deleted: 1 })
      .where('id', '=', Number(petId))
      .execute();
    expect((await gql(t.app, asks(petId)[1]!.query, { id: petId }, owner)).body).toEqual({ data: { updatePet: null } });
    await t.database.db.updateTable('pets').set({ deleted: 0 }).where('id', '=', Number(petId)).execute();
    expect((await gql(t.app, asks(petId)[0]!.query, { id: petId }, owner)).body).toEqual({
      data: { pet: { id: petId } },
    });
  });
});
