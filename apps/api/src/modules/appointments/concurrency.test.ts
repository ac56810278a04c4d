import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { appointmentFixture, at, book, codeOf, weekdayAhead } from './testing.js';

// Runs on SQLite and, with DATABASE_URL, on PostgreSQL: every request goes through the real app at once.
describe('createAppointment under concurrent requests', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof appointmentFixture>>;
  beforeAll(async () => {
    t = await startTestApp();
    f = await appointmentFixture(t);
  });
  afterAll(() => t.close());

  it('20 parallel bookings of a slot that holds 2 make exactly 2 appointments', async () => {
    const dateTime = at(weekdayAhead(2), '10:00');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        book(t, f.headers, { petId: String(i % 2 === 0 ? f.mel : f.thor), serviceId: String(f.bath), dateTime }),
      ),
    );
    expect(answers.filter((a) => a.body.data?.createAppointment)).toHaveLength(2);
    // the slot's second place goes to the other pet: a pet is never booked twice at once
    for (const refused of answers.filter((a) => !a.body.data?.createAppointment))
      expect(['appointment.slotFull', 'appointment.petBusy']).toContain(codeOf(refused.body));
    const rows = await t.database.db
      .selectFrom('appointments')
      .select('petId')
      .where('serviceId', '=', f.bath)
      .where('dateTime', '=', dateTime)
      .execute();
    expect(rows.map((r) => r.petId).sort()).toEqual([f.mel, f.thor].sort());
  });

  it("20 parallel bookings of overlapping services for one pet make one appointment, the rest told it's busy", async () => {
    const day = weekdayAhead(3);
    // a bath at 10:00 (60 min) and a grooming at 10:30 (90 min) have free places each, but not for the same pet
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        book(t, f.headers, {
          petId: String(f.mel),
          serviceId: String(i % 2 === 0 ? f.bath : f.grooming),
          dateTime: at(day, i % 2 === 0 ? '10:00' : '10:30'),
        }),
      ),
    );
    expect(answers.filter((a) => a.body.data?.createAppointment)).toHaveLength(1);
    for (const refused of answers.filter((a) => !a.body.data?.createAppointment))
      expect(codeOf(refused.body)).toBe('appointment.petBusy');
    const rows = await t.database.db
      .selectFrom('appointments')
      .select('id')
      .where('petId', '=', f.mel)
      .where('dateTime', '>=', at(day, '00:00'))
      .where('dateTime', '<', at(day, '23:59'))
      .execute();
    expect(rows).toHaveLength(1);
  });
});
