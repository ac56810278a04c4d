import { addDays, cents } from '@store/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/app.js';
import { createSandboxGateway } from '../payments/sandbox-gateway.js';
import { zoneOfStore } from '../stores/time-zone.js';
import { runReminders } from './reminders.js';
import { appointmentFixture, at, book, codeOf, DAY, weekdayAhead, type Day } from './testing.js';

const MANAUS = 'America/Manaus';
const CONFIG = 'query { config { name timeZone } }';
/** HH:MM on a date in Manaus (UTC−04:00, an hour behind Brasília): the instants below are worked by hand from it */
const manaus = (date: string, time: string) => at(date, time, MANAUS);

// A pet shop in Manaus: its hours, slots, reminders and due dates are Manaus time. SQLite and, with DATABASE_URL, PostgreSQL.
describe('a store in America/Manaus', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof appointmentFixture>>;
  const monday = weekdayAhead(1, 7, new Date(), MANAUS);
  let thorsBath = 0;
  beforeAll(async () => {
    t = await startTestApp();
    f = await appointmentFixture(t);
    await t.database.db.updateTable('stores').set({ timeZone: MANAUS }).where('id', '=', f.storeId).execute();
  });
  afterAll(() => t.close());

  it('tells the storefront its zone in the public config', async () => {
    const { body } = await gql<{ config: { timeZone: string } }>(t.app, CONFIG, {}, { host: 'petshop.localhost' });
    expect(body.data!.config.timeZone).toBe(MANAUS);
  });

  it('opens at 09:00 Manaus time: the first slot is 13:00 UTC, not 12:00', async () => {
    const res = await gql<Day>(
      t.app,
      DAY,
      { date: monday, serviceId: String(f.bath), petId: String(f.mel) },
      f.headers,
    );
    const day = res.body.data!.workingHours;
    expect(day.periods[0]).toEqual({ start: '09:00', end: '12:00' });
    expect(day.slots[0]).toMatchObject({ time: '09:00', dateTime: `${monday}T13:00:00.000Z` });
    // the last start of the afternoon: a 60-minute bath ends at 18:00 in Manaus, 22:00 UTC
    expect(day.slots.at(-1)).toMatchObject({ time: '17:00', dateTime: `${monday}T21:00:00.000Z` });
  });

  it('books 09:00 Manaus and refuses 08:00 Manaus (09:00 in Brasília) as outside the hours', async () => {
    const early = await book(t, f.headers, {
      petId: String(f.mel),
      serviceId: String(f.bath),
      dateTime: manaus(monday, '08:00'),
    });
    expect(codeOf(early.body)).toBe('appointment.outsideHours');
    const booked = await book(t, f.headers, {
      petId: String(f.thor),
      serviceId: String(f.bath),
      dateTime: manaus(monday, '09:00'),
    });
    expect(booked.body.errors).toBeUndefined();
    expect(booked.body.data!.createAppointment.dateTime).toBe(`${monday}T13:00:00.000Z`);
    thorsBath = Number(booked.body.data!.createAppointment.id);
  });

  it('reminds at Manaus time: at 23:30 on Sunday in Manaus (00:30 Monday in Brasília) the bath is tomorrow at 09:00', async () => {
    const now = new Date(`${monday}T03:30:00.000Z`);
    await runReminders(t.database.db, now);
    const sent = await t.database.db
      .selectFrom('notifications')
      .select(['message', 'payload'])
      .where('userId', '=', f.clienteId)
      .where('type', '=', 'appointment_reminder')
      .execute();
    const thor = sent.filter((n) => (JSON.parse(n.payload) as { appointmentId: number }).appointmentId === thorsBath);
    expect(thor.map((n) => n.message)).toEqual(['Banho do Thor amanhã às 09:00']);
    const claim = await t.database.db
      .selectFrom('reminders')
      .select('dueDate')
      .where('kind', '=', 'appointment')
      .where('refId', '=', thorsBath)
      .executeTakeFirstOrThrow();
    expect(claim.dueDate).toBe(monday);
  });

  it("dates a boleto from the store's day: issued at 23:30 in Manaus (already the next day in Brasília and UTC)", async () => {
    const issued = new Date(`${addDays(monday, 1)}T03:30:00.000Z`);
    const gateway = createSandboxGateway({
      secret: 'zone-test-secret-0123456789-abcdef',
      publicUrl: 'http://x',
      now: () => issued,
    });
    const result = await gateway.charge({
      scope: { storeId: f.storeId, paymentMethodId: 1 },
      orderId: 7,
      amountCents: cents(15990),
      method: 'boleto',
      installments: 1,
      timeZone: await zoneOfStore(t.database.db, f.storeId),
    });
    // Monday 23:30 in Manaus: due three days later, on Thursday
    expect(result.status === 'pending' && result.transaction.dueDate).toBe(addDays(monday, 3));
  });
});
