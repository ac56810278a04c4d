import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/app.js';
import { lockService } from './slot-queries.js';
import { appointmentFixture, at, book, codeOf, DAY, weekdayAhead, type Day } from './testing.js';

const SERVICES = /* GraphQL */ `
  query {
    services {
      id
      capacity
    }
  }
`;

/** Bath (capacity 2 of its own) and grooming (1) both use a grooming team of two: a slot holds two of either, together. */
async function sharedTeam(t: TestApp, f: Awaited<ReturnType<typeof appointmentFixture>>) {
  const db = t.database.db;
  const team = await db
    .insertInto('serviceResources')
    .values({ storeId: f.storeId, name: 'Equipe de banho e tosa', capacity: 2 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('services').set({ resourceId: team.id }).where('id', 'in', [f.bath, f.grooming]).execute();
  return team.id;
}

const freeAt = async (t: TestApp, headers: Record<string, string>, vars: Record<string, unknown>) => {
  const res = await gql<Day>(t.app, DAY, vars, headers);
  return Object.fromEntries(res.body.data!.workingHours.slots.map((s) => [s.time, s.free]));
};

// Runs on SQLite and, with DATABASE_URL, on PostgreSQL.
describe('services sharing staff or a room', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof appointmentFixture>>;
  beforeAll(async () => {
    t = await startTestApp();
    f = await appointmentFixture(t);
    await sharedTeam(t, f);
  });
  afterAll(() => t.close());

  it("a service answers its resource's capacity; one without a resource its own", async () => {
    const res = await gql<{ services: { id: string; capacity: number }[] }>(t.app, SERVICES, {}, f.headers);
    const capacity = Object.fromEntries(res.body.data!.services.map((s) => [Number(s.id), s.capacity]));
    expect(capacity).toMatchObject({ [f.bath]: 2, [f.grooming]: 2, [f.taxi]: 1 });
  });

  it('a grooming at 10:00 takes one of the two places of a bath at 10:00; a bath then fills it for both services', async () => {
    const wednesday = weekdayAhead(3);
    const made = await book(t, f.headers, {
      petId: String(f.thor),
      serviceId: String(f.grooming),
      dateTime: at(wednesday, '10:00'),
    });
    expect(made.body.errors).toBeUndefined();
    // grooming 10:00–11:30 (no buffer); Mel's 60-minute bath plus its 30-minute buffer overlaps it from 08:30 on
    expect(
      await freeAt(t, f.headers, { date: wednesday, serviceId: String(f.bath), petId: String(f.mel) }),
    ).toMatchObject({ '09:00': 1, '10:00': 1, '11:00': 1, '13:00': 2 });
    expect(await freeAt(t, f.headers, { date: wednesday, serviceId: String(f.grooming) })).toMatchObject({
      '09:00': 1,
      '10:00': 1,
      '13:00': 2,
    });
    const bath = await book(t, f.headers, {
      petId: String(f.mel),
      serviceId: String(f.bath),
      dateTime: at(wednesday, '10:00'),
    });
    expect(bath.body.errors).toBeUndefined();
    // both places at 10:00 are taken, whichever service asks
    expect(await freeAt(t, f.headers, { date: wednesday, serviceId: String(f.grooming) })).not.toHaveProperty('10:00');
    const refused = await book(t, f.otherHeaders, {
      petId: String(f.rex),
      serviceId: String(f.bath),
      dateTime: at(wednesday, '10:30'),
    });
    expect(codeOf(refused.body)).toBe('appointment.slotFull');
    // the taxi uses no resource: its own capacity, untouched by the grooming team's bookings
    expect(await freeAt(t, f.headers, { date: wednesday, serviceId: String(f.taxi) })).toMatchObject({ '10:00': 1 });
  });

  it('20 parallel bookings of bath and grooming at one time on a team of 2 make exactly 2 appointments', async () => {
    const dateTime = at(weekdayAhead(4), '10:00');
    // three pets of two owners: the team's two places go to two of them, a pet never twice
    const pets = [
      { petId: String(f.mel), headers: f.headers },
      { petId: String(f.thor), headers: f.headers },
      { petId: String(f.rex), headers: f.otherHeaders },
    ];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        book(t, pets[i % 3]!.headers, {
          petId: pets[i % 3]!.petId,
          serviceId: String(i % 2 === 0 ? f.bath : f.grooming),
          dateTime,
        }),
      ),
    );
    expect(answers.filter((a) => a.body.data?.createAppointment)).toHaveLength(2);
    for (const refused of answers.filter((a) => !a.body.data?.createAppointment))
      expect(['appointment.slotFull', 'appointment.petBusy']).toContain(codeOf(refused.body));
    const rows = await t.database.db
      .selectFrom('appointments')
      .select('petId')
      .where('serviceId', 'in', [f.bath, f.grooming])
      .where('dateTime', '=', dateTime)
      .execute();
    expect(new Set(rows.map((r) => r.petId)).size).toBe(2);
  });

  // deterministic on PostgreSQL: while another transaction holds the team and fills it with baths, a grooming
  // booking waits for it and then finds the slot full (locking only the grooming row, it would not wait and book a third)
  it.runIf(process.env.DATABASE_URL)(
    'on PostgreSQL a booking waits for the lock of the resource, not of its own service',
    async () => {
      const dateTime = at(weekdayAhead(5), '10:00');
      const db = t.database.db;
      const bath = await db.selectFrom('services').selectAll().where('id', '=', f.bath).executeTakeFirstOrThrow();
      const template = await db
        .selectFrom('appointments')
        .selectAll()
        .where('storeId', '=', f.storeId)
        .executeTakeFirstOrThrow();
      const { id: _id, ...row } = template;
      let grooming: ReturnType<typeof book> | undefined;
      await db.transaction().execute(async (trx) => {
        await lockService(trx, 'postgres', bath);
        const end = new Date(new Date(dateTime).getTime() + 60 * 60_000).toISOString();
        await trx
          .insertInto('appointments')
          .values(
            [1, 2].map(() => ({
              ...row,
              serviceId: f.bath,
              dateTime,
              dateTimeEnd: end,
              status: 'scheduled',
              deleted: 0,
            })),
          )
          .execute();
        grooming = book(t, f.headers, { petId: String(f.thor), serviceId: String(f.grooming), dateTime });
        await new Promise((resolve) => setTimeout(resolve, 500));
      });
      expect(codeOf((await grooming!).body)).toBe('appointment.slotFull');
    },
  );
});
