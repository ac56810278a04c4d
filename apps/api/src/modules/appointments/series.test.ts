import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/app.js';
import { addDays } from '@store/core';
import { appointmentFixture, at, book, codeOf, weekdayAhead } from './testing.js';

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
        id
        dateTime
        status
        price
      }
      conflicts {
        dateTime
        nearest {
          dateTime
          time
          free
        }
      }
    }
  }
`;
type Series = {
  createAppointmentSeries: {
    appointments: { dateTime: string }[];
    conflicts: { dateTime: string; nearest: { dateTime: string; time: string } | null }[];
  };
};

describe('createAppointmentSeries', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof appointmentFixture>>;
  beforeAll(async () => {
    t = await startTestApp();
    f = await appointmentFixture(t);
  });
  afterAll(() => t.close());

  it('a weekly series of 4 whose third week is full books three and offers the nearest slot for the third', async () => {
    const first = weekdayAhead(2);
    const third = addDays(first, 14);
    // Tosa holds one at a time: Thor's 10:00 on the third Tuesday fills it
    const taken = await book(t, f.headers, {
      petId: String(f.thor),
      serviceId: String(f.grooming),
      dateTime: at(third, '10:00'),
    });
    expect(taken.body.errors).toBeUndefined();

    const res = await gql<Series>(
      t.app,
      SERIES,
      { petId: String(f.mel), serviceId: String(f.grooming), dateTime: at(first, '10:00'), everyWeeks: 1, count: 4 },
      f.headers,
    );
    expect(res.body.errors).toBeUndefined();
    const { appointments, conflicts } = res.body.data!.createAppointmentSeries;
    expect(appointments.map((a) => a.dateTime)).toEqual([
      at(first, '10:00'),
      at(addDays(first, 7), '10:00'),
      at(addDays(first, 21), '10:00'),
    ]);
    // 10:00–11:30 is taken; 09:00 and 09:30 overlap it and 11:30 + 90 min runs past noon, so that day the nearest
    // free start is 13:00
    expect(conflicts).toEqual([
      { dateTime: at(third, '10:00'), nearest: { dateTime: at(third, '13:00'), time: '13:00', free: 1 } },
    ]);
    const rows = await t.database.db
      .selectFrom('appointments')
      .select('id')
      .where('userId', '=', f.clienteId)
      .where('serviceId', '=', f.grooming)
      .execute();
    expect(rows).toHaveLength(4);
  });

  it('a series over a holiday offers the same time on the next open day', async () => {
    const first = weekdayAhead(3, 40);
    await t.database.db
      .insertInto('holidays')
      .values({ storeId: f.storeId, date: addDays(first, 14), name: 'Feriado' })
      .execute();
    const res = await gql<Series>(
      t.app,
      SERIES,
      { petId: String(f.mel), serviceId: String(f.bath), dateTime: at(first, '14:00'), everyWeeks: 2, count: 2 },
      f.headers,
    );
    expect(res.body.data!.createAppointmentSeries.appointments).toHaveLength(1);
    expect(res.body.data!.createAppointmentSeries.conflicts[0]!.nearest).toMatchObject({
      dateTime: at(addDays(first, 15), '14:00'),
    });
  });

  it('refuses a step other than 1, 2 or 4 weeks and a count outside 2..12', async () => {
    const base = { petId: String(f.mel), serviceId: String(f.bath), dateTime: at(weekdayAhead(2, 60), '14:00') };
    expect(codeOf((await gql(t.app, SERIES, { ...base, everyWeeks: 3, count: 4 }, f.headers)).body)).toBe(
      'appointment.seriesEvery',
    );
    expect(codeOf((await gql(t.app, SERIES, { ...base, everyWeeks: 1, count: 13 }, f.headers)).body)).toBe(
      'appointment.seriesCount',
    );
    expect(codeOf((await gql(t.app, SERIES, { ...base, everyWeeks: 1, count: 1 }, f.headers)).body)).toBe(
      'appointment.seriesCount',
    );
    expect(
      codeOf((await gql(t.app, SERIES, { ...base, petId: String(f.rex), everyWeeks: 1, count: 2 }, f.headers)).body),
    ).toBe('appointment.petNotFound');
  });
});
