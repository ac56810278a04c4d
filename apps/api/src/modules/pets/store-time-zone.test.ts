import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearerFor, gql, startTestApp, type TestApp } from '../../../test/app.js';
import { firstError } from '../accounts/testing.js';
import { addPet, addVaccine, SET_PET, SET_VACCINE, UPDATE_PET, type PetAnswer } from './testing.js';

const MANAUS = 'America/Manaus';
/** 00:30 on 1 December in Brasília, still 23:30 on 30 November in Manaus (UTC−04:00) */
const CLOCK = new Date('2026-12-01T03:30:00.000Z');
const STATS = `query($petId: ID!) { petStats(petId: $petId) { weights { date weight } } }`;
const LIST = 'query($petId: ID) { vaccines(petId: $petId) { name nextDoseAt overdue } }';

// A pet shop in Manaus: "today" for its customers' pets is Manaus's date. SQLite and, with DATABASE_URL, PostgreSQL.
describe("a pet's dates in a store in America/Manaus, at 23:30 there (already 1 December in Brasília)", () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let storeId: number;
  const weighings = (petId: string) =>
    t.database.db
      .selectFrom('petWeights')
      .select(['weighedOn', 'weightGrams'])
      .where('petId', '=', Number(petId))
      .orderBy('weighedOn')
      .execute();
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: CLOCK });
    t = await startTestApp();
    owner = await bearerFor(t, 'novo@petshop.demo');
    const store = await t.database.db
      .selectFrom('stores')
      .select('id')
      .where('slug', '=', 'petshop')
      .executeTakeFirstOrThrow();
    storeId = store.id;
    await t.database.db.updateTable('stores').set({ timeZone: MANAUS }).where('id', '=', storeId).execute();
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  it('refuses a birth date of 1 December as in the future, and takes 30 November (today)', async () => {
    const born = (dateOfBirth: string) =>
      gql<{ setPet: PetAnswer }>(t.app, SET_PET, { input: { name: 'Tucumã', species: 'dog', dateOfBirth } }, owner);
    expect(firstError((await born('2026-12-01')).body).validation).toEqual({
      dateOfBirth: ['A data de nascimento não pode estar no futuro'],
    });
    const today = await born('2026-11-30');
    expect(today.body.errors).toBeUndefined();
    expect(today.body.data?.setPet.dateOfBirth).toBe('2026-11-30');
  });

  it('dates a weight given now 30 November, on a new pet and on a changed weight', async () => {
    const id = await addPet(t, owner, { name: 'Açaí', weight: 4200 });
    expect(await weighings(id)).toEqual([{ weighedOn: '2026-11-30', weightGrams: 4200 }]);
    const { body } = await gql<{ updatePet: PetAnswer }>(
      t.app,
      UPDATE_PET,
      { id, input: { name: 'Açaí', species: 'dog', weight: 4350 } },
      owner,
    );
    expect(body.data?.updatePet.weight).toBe(4350);
    // the same day's weighing, replaced: no row for 1 December
    expect(await weighings(id)).toEqual([{ weighedOn: '2026-11-30', weightGrams: 4350 }]);
  });

  it('refuses a vaccine applied on 1 December, and a dose due 30 November is not overdue yet (29 November is)', async () => {
    const petId = await addPet(t, owner, { name: 'Cupuaçu' });
    const { body } = await gql(t.app, SET_VACCINE, { input: { petId, name: 'V10', appliedAt: '2026-12-01' } }, owner);
    expect(firstError(body).validation).toEqual({ appliedAt: ['A data de aplicação não pode estar no futuro'] });
    await addVaccine(t, owner, petId, { name: 'V10', appliedAt: '2026-11-30' });
    await addVaccine(t, owner, petId, { name: 'Giárdia', nextDoseAt: '2026-11-30' });
    await addVaccine(t, owner, petId, { name: 'Raiva', nextDoseAt: '2026-11-29' });
    const list = await gql<{ vaccines: { name: string; overdue: boolean }[] }>(t.app, LIST, { petId }, owner);
    expect(list.body.data?.vaccines.map((v) => [v.name, v.overdue])).toEqual([
      ['Raiva', true],
      ['Giárdia', false],
      ['V10', false],
    ]);
  });

  it("answers petStats by default from 30 November last year to 30 November next year, Manaus's dates", async () => {
    const petId = await addPet(t, owner, { name: 'Pirarucu' });
    await t.database.db
      .insertInto('petWeights')
      .values(
        ['2025-11-29', '2025-11-30', '2027-11-30', '2027-12-01'].map((weighedOn, i) => ({
          petId: Number(petId),
          weighedOn,
          weightGrams: 9000 + i * 100,
        })),
      )
      .execute();
    const { body } = await gql<{ petStats: { weights: { date: string; weight: number }[] } }>(
      t.app,
      STATS,
      { petId },
      owner,
    );
    expect(body.data?.petStats.weights).toEqual([
      { date: '2025-11-30', weight: 9100 },
      { date: '2027-11-30', weight: 9200 },
    ]);
  });

  it('the same instant in a store on Brasília time is already 1 December', async () => {
    await t.database.db
      .updateTable('stores')
      .set({ timeZone: 'America/Sao_Paulo' })
      .where('id', '=', storeId)
      .execute();
    const id = await addPet(t, owner, { name: 'Pequi', dateOfBirth: '2026-12-01', weight: 3100 });
    expect(await weighings(id)).toEqual([{ weighedOn: '2026-12-01', weightGrams: 3100 }]);
    const vaccine = await gql<{ setVaccine: { overdue: boolean } }>(
      t.app,
      'mutation($input: VaccineInput!) { setVaccine(input: $input) { overdue } }',
      { input: { petId: id, name: 'Giárdia', nextDoseAt: '2026-11-30' } },
      owner,
    );
    expect(vaccine.body.data?.setVaccine.overdue).toBe(true);
  });
});
