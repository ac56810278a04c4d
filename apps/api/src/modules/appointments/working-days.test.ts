import { addDays } from '@store/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/app.js';
import { appointmentFixture, at, book, codeOf, DAY, weekdayAhead, type Day } from './testing.js';

const DAYS = /* GraphQL */ `
  query ($from: String!, $days: Int, $serviceId: ID, $petId: ID) {
    workingDays(from: $from, days: $days, serviceId: $serviceId, petId: $petId) {
      date
      open
      closedReason
      closedReasonCode
      periods {
        start
        end
      }
      slots {
        dateTime
        dateTimeEnd
        time
        free
      }
    }
  }
`;
type Days = { workingDays: (Day['workingHours'] & { date: string; closedReasonCode: string | null })[] };

// Runs on SQLite and, with DATABASE_URL, on PostgreSQL.
describe('workingDays', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof appointmentFixture>>;
  const monday = weekdayAhead(1);
  beforeAll(async () => {
    t = await startTestApp();
    f = await appointmentFixture(t);
  });
  afterAll(() => t.close());

  it('answers 30 days from the date by default, each as workingHours answers it (bookings, holidays, Sundays)', async () => {
    await t.database.db
      .insertInto('holidays')
      .values({ storeId: f.storeId, date: addDays(monday, 3), name: 'Natal' })
      .execute();
    expect(
      (
        await book(t, f.headers, {
          petId: String(f.mel),
          serviceId: String(f.bath),
          dateTime: at(addDays(monday, 1), '10:00'),
        })
      ).body.errors,
    ).toBeUndefined();
    const res = await gql<Days>(
      t.app,
      DAYS,
      { from: monday, serviceId: String(f.bath), petId: String(f.thor) },
      f.headers,
    );
    const days = res.body.data!.workingDays;
    expect(days.map((d) => d.date)).toEqual(Array.from({ length: 30 }, (_, i) => addDays(monday, i)));
    expect(days[3]).toMatchObject({ open: false, closedReason: 'Feriado: Natal', slots: [] });
    expect(days[6]).toMatchObject({ open: false, closedReasonCode: 'appointment.closedDay' });
    for (const i of [0, 1, 3, 5, 6]) {
      const one = await gql<Day>(
        t.app,
        DAY,
        { date: days[i]!.date, serviceId: String(f.bath), petId: String(f.thor) },
        f.headers,
      );
      expect(days[i]).toEqual(one.body.data!.workingHours);
    }
    // the bath booked on Tuesday 10:00 leaves one place there
    expect(days[1]!.slots.find((s) => s.time === '10:00')?.free).toBe(1);
  });

  it('without a service tells only whether the store opens; up to 62 days, more or fewer refused', async () => {
    const open = await gql<Days>(t.app, DAYS, { from: monday, days: 7 }, f.headers);
    // Thursday is the holiday of the test above, Sunday is closed
    expect(open.body.data!.workingDays.map((d) => d.open)).toEqual([true, true, true, false, true, true, false]);
    expect(open.body.data!.workingDays.every((d) => d.slots.length === 0)).toBe(true);
    expect((await gql<Days>(t.app, DAYS, { from: monday, days: 62 }, f.headers)).body.data!.workingDays).toHaveLength(
      62,
    );
    expect(codeOf((await gql(t.app, DAYS, { from: monday, days: 63 }, f.headers)).body)).toBe('appointment.daysRange');
    expect(codeOf((await gql(t.app, DAYS, { from: monday, days: 0 }, f.headers)).body)).toBe('appointment.daysRange');
    expect(codeOf((await gql(t.app, DAYS, { from: '2026-02-30' }, f.headers)).body)).toBe('appointment.dateInvalid');
    expect(codeOf((await gql(t.app, DAYS, { from: monday, serviceId: '999999' }, f.headers)).body)).toBe(
      'appointment.serviceNotFound',
    );
  });

  it("another user's pet is refused like a missing one; without sign-in it is an authentication error", async () => {
    const theirs = await gql(t.app, DAYS, { from: monday, serviceId: String(f.bath), petId: String(f.rex) }, f.headers);
    const missing = await gql(t.app, DAYS, { from: monday, serviceId: String(f.bath), petId: '999999' }, f.headers);
    expect(codeOf(theirs.body)).toBe('appointment.petNotFound');
    expect(theirs.body.errors).toEqual(missing.body.errors);
    const anonymous = await gql(t.app, DAYS, { from: monday }, { host: 'petshop.localhost' });
    expect(anonymous.body.errors?.[0]?.extensions?.category).toBe('authentication');
  });
});
