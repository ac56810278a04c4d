import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, gql, startTestApp, type TestApp } from '../../../test/app.js';
import { codeOf } from './testing.js';

// every pets, vaccines and appointments operation, as the storefront sends them
const OPERATIONS: [string, string, Record<string, unknown>][] = [
  [
    'setPet',
    'mutation($input: PetInput!) { setPet(input: $input) { id } }',
    { input: { name: 'Bidu', species: 'dog' } },
  ],
  ['updatePet', 'mutation { updatePet(id: "1", input: { name: "Bidu", species: "dog" }) { id } }', {}],
  ['pets', '{ pets { id } }', {}],
  ['pet', '{ pet(id: "1") { id } }', {}],
  ['vaccines', '{ vaccines(petId: "1") { id } }', {}],
  ['setVaccine', 'mutation { setVaccine(input: { petId: "1", name: "V10" }) { id } }', {}],
  ['unsetVaccine', 'mutation { unsetVaccine(id: "1") }', {}],
  ['services', '{ services { id } }', {}],
  ['workingHours', '{ workingHours(date: "2030-01-07") { date } }', {}],
  ['appointments', '{ appointments { data { id } } }', {}],
  ['appointment', '{ appointment(id: "1") { id } }', {}],
  [
    'createAppointment',
    'mutation { createAppointment(petId: "1", dateTime: "2030-01-07T13:00:00Z", serviceId: "1") { id } }',
    {},
  ],
  ['updateAppointment', 'mutation { updateAppointment(id: "1", statusManager: "cancelled") { id } }', {}],
];

describe('a store with appointments off', () => {
  let t: TestApp;
  let loja: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
    const store = await t.database.db
      .selectFrom('stores')
      .select('appointments')
      .where('slug', '=', 'loja')
      .executeTakeFirstOrThrow();
    expect(store.appointments).toBe(0);
    loja = await bearerFor(t, 'cliente@loja.demo');
  });
  afterAll(() => t.close());

  it.each(OPERATIONS)('answers %s as a feature it does not have', async (_name, query, variables) => {
    const res = await gql(t.app, query, variables, loja);
    expect(
      Object.values(res.body.data ?? {}).every((v) => v === null),
      JSON.stringify(res.body),
    ).toBe(true);
    expect(codeOf(res.body), JSON.stringify(res.body.errors)).toBe('appointment.unavailable');
    expect(codeOf(res.body)).toBe('appointment.unavailable');
    expect(res.body.errors?.[0]?.message).toBe('Agendamentos não estão disponíveis nesta loja');
  });

  it('serves no calendar file, even of an appointment made before it turned appointments off', async () => {
    const petshop = await bearerFor(t, 'cliente@petshop.demo');
    const row = await t.database.db
      .selectFrom('appointments')
      .innerJoin('users', 'users.id', 'appointments.userId')
      .select('appointments.id')
      .where('users.email', '=', 'cliente@petshop.demo')
      .where('appointments.deleted', '=', 0)
      .executeTakeFirstOrThrow();
    const ics = () => t.app.inject({ method: 'GET', url: `/api/appointments/${row.id}.ics`, headers: petshop });
    expect((await ics()).statusCode).toBe(200);
    await t.database.db.updateTable('stores').set({ appointments: 0 }).where('slug', '=', 'petshop').execute();
    const off = await ics();
    expect(off.statusCode).toBe(404);
    expect(off.body).toContain('Agendamentos não estão disponíveis nesta loja');
    await t.database.db.updateTable('stores').set({ appointments: 1 }).where('slug', '=', 'petshop').execute();
  });

  it('keeps no pet that was sent to it', async () => {
    await gql(t.app, OPERATIONS[0]![1], OPERATIONS[0]![2], loja);
    const owner = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'cliente@loja.demo')
      .executeTakeFirstOrThrow();
    expect(await t.database.db.selectFrom('pets').select('id').where('userId', '=', owner.id).execute()).toEqual([]);
  });
});
