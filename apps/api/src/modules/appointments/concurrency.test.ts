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
    for (const refused of answers.filter((a) => !a.body.data?.createAppointment))
      expect(codeOf(refused.body)).toBe('appointment.slotFull');
    const rows = await t.database.db
      .selectFrom('appointments')
      .select('id')
      .where('serviceId', '=', f.bath)
      .where('dateTime', '=', dateTime)
      .execute();
    expect(rows).toHaveLength(2);
  });
});
