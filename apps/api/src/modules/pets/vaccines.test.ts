import { addDays, storeDate } from '@store/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, gql, startTestApp, type TestApp } from '../../../test/app.js';
import { firstError } from '../accounts/testing.js';
import { addPet, addVaccine, SET_VACCINE, VACCINE_FIELDS, type VaccineAnswer } from './testing.js';
import { isOverdue } from './vaccines.js';

const today = () => storeDate(new Date());
const UPDATE = `mutation($id: ID!, $input: VaccineInput!) { updateVaccine(id: $id, input: $input) { ${VACCINE_FIELDS} } }`;
const UNSET = 'mutation($id: ID!) { unsetVaccine(id: $id) }';
const ONE = `query($id: ID!) { vaccine(id: $id) { ${VACCINE_FIELDS} } }`;
const LIST = 'query($petId: ID) { vaccines(petId: $petId) { name petId nextDoseAt overdue } }';

describe('vaccines', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let dog: string;
  let cat: string;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await bearerFor(t, 'novo@petshop.demo');
    dog = await addPet(t, owner, { name: 'Rex' });
    cat = await addPet(t, owner, { name: 'Nina', species: 'cat' });
  });
  afterAll(() => t.close());

  it('records a vaccine with batch and clinic, and answers it by id', async () => {
    const input = {
      petId: dog,
      name: ' V10 ',
      appliedAt: addDays(today(), -30),
      nextDoseAt: addDays(today(), 335),
      batch: 'L-2291',
      clinic: 'Clínica Bicho Bom',
      notes: 'Sem reação.',
    };
    const { body } = await gql<{ setVaccine: VaccineAnswer }>(t.app, SET_VACCINE, { input }, owner);
    expect(body.data?.setVaccine).toMatchObject({ ...input, name: 'V10', overdue: false });
    const one = await gql<{ vaccine: VaccineAnswer }>(t.app, ONE, { id: body.data!.setVaccine.id }, owner);
    expect(one.body.data?.vaccine).toEqual(body.data?.setVaccine);
  });

  it('lists the next due first (those without a next dose last), of one pet or of all, and flags the late ones', async () => {
    await addVaccine(t, owner, dog, {
      name: 'Giárdia',
      appliedAt: addDays(today(), -400),
      nextDoseAt: addDays(today(), -1),
    });
    await addVaccine(t, owner, cat, { name: 'V4', nextDoseAt: today() });
    await addVaccine(t, owner, cat, { name: 'FeLV' });
    const all = await gql<{ vaccines: VaccineAnswer[] }>(t.app, LIST, {}, owner);
    expect(all.body.data?.vaccines.map((v) => [v.name, v.overdue])).toEqual([
      ['Giárdia', true],
      ['V4', false],
      ['V10', false],
      ['FeLV', false],
    ]);
    const cats = await gql<{ vaccines: VaccineAnswer[] }>(t.app, LIST, { petId: cat }, owner);
    expect(cats.body.data?.vaccines.map((v) => v.name)).toEqual(['V4', 'FeLV']);
    const dogs = await gql<{ pet: { vaccines: { name: string }[] } }>(
      t.app,
      'query($id: ID!) { pet(id: $id) { vaccines { name } } }',
      { id: dog },
      owner,
    );
    expect(dogs.body.data?.pet.vaccines.map((v) => v.name)).toEqual(['Giárdia', 'V10']);
  });

  it("is overdue only once the next dose is before today, the store's date (store-time-zone.test.ts: its zone)", () => {
    expect(isOverdue({ nextDoseAt: '2026-03-10' }, '2026-03-10')).toBe(false);
    expect(isOverdue({ nextDoseAt: '2026-03-09' }, '2026-03-10')).toBe(true);
    expect(isOverdue({ nextDoseAt: null }, '2026-03-10')).toBe(false);
    expect(isOverdue({ nextDoseAt: '2026-03-10' }, '2026-03-11')).toBe(true);
  });

  it('updates a vaccine, moving it to another of the caller’s pets, and removes it', async () => {
    const id = await addVaccine(t, owner, dog, { name: 'Antirrábica', batch: 'A1' });
    const { body } = await gql<{ updateVaccine: VaccineAnswer }>(
      t.app,
      UPDATE,
      { id, input: { petId: cat, name: 'Antirrábica', clinic: 'Campanha' } },
      owner,
    );
    expect(body.data?.updateVaccine).toMatchObject({ id, petId: cat, batch: null, clinic: 'Campanha' });
    expect((await gql(t.app, UNSET, { id }, owner)).body).toEqual({ data: { unsetVaccine: true } });
    expect((await gql(t.app, ONE, { id }, owner)).body).toEqual({ data: { vaccine: null } });
    expect(firstError((await gql(t.app, UNSET, { id }, owner)).body)).toMatchObject({
      category: 'graphql',
      message: 'Vacina não encontrada',
    });
  });

  it('names every wrong field with its Portuguese message', async () => {
    const input = {
      petId: dog,
      name: ' ',
      appliedAt: addDays(today(), 1),
      nextDoseAt: '2026-13-01',
      batch: '4111 1111 1111 1111',
      clinic: 'c'.repeat(121),
      notes: 'n'.repeat(1001),
    };
    expect(firstError((await gql(t.app, SET_VACCINE, { input }, owner)).body)).toEqual({
      category: 'validation',
      message: 'As informações estão incompletas',
      validation: {
        name: ['Informe o nome da vacina'],
        appliedAt: ['A data de aplicação não pode estar no futuro'],
        nextDoseAt: ['Informe uma data válida'],
        batch: ['Não inclua números de cartão neste campo'],
        clinic: ['Use no máximo 120 caracteres'],
        notes: ['Use no máximo 1000 caracteres'],
      },
    });
    const reversed = { petId: dog, name: 'V10', appliedAt: addDays(today(), -10), nextDoseAt: addDays(today(), -11) };
    expect(firstError((await gql(t.app, SET_VACCINE, { input: reversed }, owner)).body).validation).toEqual({
      nextDoseAt: ['A próxima dose deve ser depois da aplicação'],
    });
    // the same day is no next dose, as the form says
    const sameDay = { ...reversed, nextDoseAt: reversed.appliedAt };
    expect(firstError((await gql(t.app, SET_VACCINE, { input: sameDay }, owner)).body).validation).toEqual({
      nextDoseAt: ['A próxima dose deve ser depois da aplicação'],
    });
    expect(
      (await gql(t.app, SET_VACCINE, { input: { ...reversed, nextDoseAt: addDays(reversed.appliedAt, 1) } }, owner))
        .body.errors,
    ).toBeUndefined();
  });
});

describe('vaccines per pet', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('takes at most 100 per pet', async () => {
    const owner = await bearerFor(t, 'novo@petshop.demo');
    const petId = await addPet(t, owner);
    const at = new Date().toISOString();
    await t.database.db
      .insertInto('vaccines')
      .values(
        Array.from({ length: 99 }, (_, i) => ({
          petId: Number(petId),
          name: `Dose ${i}`,
          appliedAt: null,
          nextDoseAt: null,
          batch: null,
          clinic: null,
          notes: null,
          createdAt: at,
          updatedAt: at,
        })),
      )
      .execute();
    await addVaccine(t, owner, petId, { name: 'Centésima' });
    const { body } = await gql(t.app, SET_VACCINE, { input: { petId, name: 'Uma a mais' } }, owner);
    expect(firstError(body)).toMatchObject({ category: 'graphql', message: 'Este pet já tem 100 vacinas registradas' });
    // another pet is counted on its own
    await addVaccine(t, owner, await addPet(t, owner, { name: 'Outro' }));
  });
});

describe("another shopper's vaccine answers like a missing one", () => {
  let t: TestApp;
  let stranger: Record<string, string>;
  let vaccineId: string;
  let strangerPet: string;
  beforeAll(async () => {
    t = await startTestApp();
    const owner = await bearerFor(t, 'cliente@petshop.demo');
    stranger = await bearerFor(t, 'novo@petshop.demo');
    vaccineId = await addVaccine(t, owner, await addPet(t, owner), { name: 'Segredo' });
    strangerPet = await addPet(t, stranger, { name: 'Meu' });
  });
  afterAll(() => t.close());

  it('for vaccine, vaccines, updateVaccine and unsetVaccine', async () => {
    for (const [query, variables] of [
      [ONE, {}],
      [UPDATE, { input: { petId: strangerPet, name: 'Trocada' } }],
      [UNSET, {}],
    ] as const) {
      const foreign = await gql(t.app, query, { ...variables, id: vaccineId }, stranger);
      const missing = await gql(t.app, query, { ...variables, id: '99999' }, stranger);
      expect(foreign.body, query).toEqual(missing.body);
    }
    const all = await gql<{ vaccines: unknown[] }>(t.app, LIST, {}, stranger);
    expect(all.body.data?.vaccines).toEqual([]);
    const row = await t.database.db
      .selectFrom('vaccines')
      .select(['name', 'petId'])
      .where('id', '=', Number(vaccineId))
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Segredo');
  });

  it('cannot move one of their own vaccines onto someone else’s pet', async () => {
    const ownerPet = await t.database.db
      .selectFrom('vaccines')
      .select('petId')
      .where('id', '=', Number(vaccineId))
      .executeTakeFirstOrThrow();
    const mine = await addVaccine(t, stranger, strangerPet);
    const { body } = await gql(
      t.app,
      UPDATE,
      { id: mine, input: { petId: String(ownerPet.petId), name: 'V10' } },
      stranger,
    );
    expect(firstError(body)).toMatchObject({ category: 'graphql', message: 'Pet não encontrado' });
  });
});
