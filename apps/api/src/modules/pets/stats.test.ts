import { addDays, storeDate } from '@store/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, gql, startTestApp, type TestApp } from '../../../test/app.js';
import { isAppError } from '../../lib/errors.js';
import { firstError } from '../accounts/testing.js';
import { statsPeriod } from './stats.js';
import { addPet, addVaccine } from './testing.js';

const STATS = `query($petId: ID!, $startDate: String, $endDate: String) {
  petStats(petId: $petId, startDate: $startDate, endDate: $endDate) { petId weights { date weight } vaccines { name appliedAt nextDoseAt } }
}`;
type Stats = {
  petStats: { petId: string; weights: { date: string; weight: number }[]; vaccines: { name: string }[] } | null;
};

describe("statsPeriod (on the store's date)", () => {
  const today = '2026-03-10';
  const refusal = (start?: string | null, end?: string | null) => {
    try {
      statsPeriod(start, end, today);
    } catch (error) {
      if (isAppError(error)) return error.details.validation;
    }
    return null;
  };

  it('defaults to the last 365 days and the next 365', () => {
    expect(statsPeriod(null, undefined, today)).toEqual({ startDate: '2025-03-10', endDate: '2027-03-10' });
    expect(statsPeriod('2026-01-01', '', today)).toEqual({ startDate: '2026-01-01', endDate: '2027-03-10' });
  });

  it('takes up to 3 years (a leap day included) and refuses more, reversed periods and dates that do not exist', () => {
    expect(statsPeriod('2024-01-01', '2027-01-01', today)).toEqual({ startDate: '2024-01-01', endDate: '2027-01-01' });
    expect(refusal('2024-01-01', '2027-01-02')).toEqual({ endDate: ['Escolha um período de até 3 anos'] });
    expect(refusal('2026-03-10', '2026-03-09')).toEqual({
      endDate: ['A data final deve ser igual ou posterior à inicial'],
    });
    expect(refusal('2026-02-29', '10/03/2026')).toEqual({
      startDate: ['Informe uma data válida'],
      endDate: ['Informe uma data válida'],
    });
  });
});

describe('petStats', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let petId: string;
  const today = () => storeDate(new Date());
  beforeAll(async () => {
    t = await startTestApp();
    owner = await bearerFor(t, 'novo@petshop.demo');
    petId = await addPet(t, owner, { weight: 8000 });
    // earlier weighings as the seed writes them: one a month
    await t.database.db
      .insertInto('petWeights')
      .values(
        [60, 30, 400].map((days, i) => ({
          petId: Number(petId),
          weighedOn: addDays(today(), -days),
          weightGrams: 7000 + i * 100,
        })),
      )
      .execute();
    await addVaccine(t, owner, petId, {
      name: 'Antiga',
      appliedAt: addDays(today(), -500),
      nextDoseAt: addDays(today(), -400),
    });
    await addVaccine(t, owner, petId, {
      name: 'Reforço',
      appliedAt: addDays(today(), -500),
      nextDoseAt: addDays(today(), 20),
    });
    await addVaccine(t, owner, petId, { name: 'V10', appliedAt: addDays(today(), -45) });
  });
  afterAll(() => t.close());

  it('answers the weighings and the vaccines applied or due in the default period, oldest first', async () => {
    const { body } = await gql<Stats>(t.app, STATS, { petId }, owner);
    expect(body.data?.petStats).toEqual({
      petId,
      weights: [
        { date: addDays(today(), -60), weight: 7000 },
        { date: addDays(today(), -30), weight: 7100 },
        { date: today(), weight: 8000 },
      ],
      vaccines: [
        { name: 'V10', appliedAt: addDays(today(), -45), nextDoseAt: null },
        { name: 'Reforço', appliedAt: addDays(today(), -500), nextDoseAt: addDays(today(), 20) },
      ],
    });
  });

  it('narrows to the period asked for', async () => {
    const { body } = await gql<Stats>(
      t.app,
      STATS,
      { petId, startDate: addDays(today(), -450), endDate: addDays(today(), -31) },
      owner,
    );
    expect(body.data?.petStats?.weights).toEqual([
      { date: addDays(today(), -400), weight: 7200 },
      { date: addDays(today(), -60), weight: 7000 },
    ]);
    expect(body.data?.petStats?.vaccines.map((v) => v.name)).toEqual(['Antiga', 'V10']);
  });

  it('refuses a period over 3 years with a message', async () => {
    const { body } = await gql<Stats>(t.app, STATS, { petId, startDate: '2020-01-01', endDate: '2025-01-01' }, owner);
    expect(firstError(body)).toEqual({
      category: 'validation',
      message: 'As informações estão incompletas',
      validation: { endDate: ['Escolha um período de até 3 anos'] },
    });
  });

  it("answers null for another shopper's pet, whatever the period", async () => {
    const stranger = await bearerFor(t, 'cliente@petshop.demo');
    expect((await gql(t.app, STATS, { petId }, stranger)).body).toEqual({ data: { petStats: null } });
    expect((await gql(t.app, STATS, { petId, startDate: 'x' }, stranger)).body).toEqual({ data: { petStats: null } });
  });
});
