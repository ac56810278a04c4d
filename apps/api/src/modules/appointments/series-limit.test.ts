import { addDays } from '@store/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/app.js';
import { createAppointmentSeries } from './book.js';
import { MAX_DAYS_AHEAD } from './input.js';
import { appointmentFixture, at, weekdayAhead } from './testing.js';

const SERIES = /* GraphQL */ `
  mutation ($petId: ID!, $dateTime: String!, $serviceId: ID!, $everyWeeks: Int!, $count: Int!) {
    createAppointmentSeries(
      petId: $petId
      dateTime: $dateTime
      serviceId: $serviceId
      everyWeeks: $everyWeeks
      count: $count
    ) {
      appointments {
        dateTime
      }
      conflicts {
        dateTime
        nearest {
          dateTime
        }
      }
    }
  }
`;
type Series = {
  createAppointmentSeries: {
    appointments: { dateTime: string }[];
    conflicts: { dateTime: string; nearest: { dateTime: string } | null }[];
  };
};
const DAY_MS = 86_400_000;

describe('a series obeys the booking limit on every date', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof appointmentFixture>>;
  beforeAll(async () => {
    t = await startTestApp();
    f = await appointmentFixture(t);
  });
  afterAll(() => t.close());

  it('books the dates within the limit and answers the later ones as conflicts without a nearest slot', async () => {
    const first = weekdayAhead(2, MAX_DAYS_AHEAD - 10);
    const vars = {
      petId: String(f.mel),
      serviceId: String(f.bath),
      dateTime: at(first, '10:00'),
      everyWeeks: 4,
      count: 3,
    };
    const res = await gql<Series>(t.app, SERIES, vars, f.headers);
    expect(res.body.errors).toBeUndefined();
    const { appointments, conflicts } = res.body.data!.createAppointmentSeries;
    expect(appointments.map((a) => a.dateTime)).toEqual([at(first, '10:00')]);
    expect(conflicts).toEqual([
      { dateTime: at(addDays(first, 28), '10:00'), nearest: null },
      { dateTime: at(addDays(first, 56), '10:00'), nearest: null },
    ]);
    const rows = await t.database.db
      .selectFrom('appointments')
      .select('dateTime')
      .where('userId', '=', f.clienteId)
      .where('serviceId', '=', f.bath)
      .execute();
    expect(rows.map((r) => r.dateTime)).toEqual([at(first, '10:00')]);
  });

  it('never offers a nearest slot beyond the limit', async () => {
    const first = weekdayAhead(2, 30);
    const second = addDays(first, 7);
    // the limit falls at noon of the second Tuesday, a holiday: the same time on Wednesday lies beyond it
    const now = new Date(new Date(at(second, '12:00')).getTime() - MAX_DAYS_AHEAD * DAY_MS);
    await t.database.db.insertInto('holidays').values({ storeId: f.storeId, date: second, name: 'Feriado' }).execute();
    const owner = { userId: f.clienteId, storeId: f.storeId };
    const args = {
      petId: String(f.thor),
      serviceId: String(f.bath),
      dateTime: at(first, '10:00'),
      everyWeeks: 1,
      count: 3,
    };
    const { appointments, conflicts } = await createAppointmentSeries(t.database, owner, args, now);
    expect(appointments.map((a) => a.dateTime)).toEqual([at(first, '10:00')]);
    expect(conflicts).toEqual([
      { dateTime: at(second, '10:00'), nearest: null },
      { dateTime: at(addDays(first, 14), '10:00'), nearest: null },
    ]);
  });
});
