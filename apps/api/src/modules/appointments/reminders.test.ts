import { addDays, notificationTexts, storeClock, storeDate, t as translate } from '@store/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/database.js';
import { openPostgres } from '../../db/postgres.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { run } from '../../cli/admin-commands.js';
import { runReminders } from './reminders.js';
import { appointmentFixture } from './testing.js';

const HOUR_MS = 3_600_000;

describe('reminders', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof appointmentFixture>>;
  let second: { db: Db; destroy(): Promise<void> } | null = null;
  const now = new Date();
  beforeAll(async () => {
    t = await startTestApp();
    f = await appointmentFixture(t);
    const db = t.database.db;
    // the seed's appointments and vaccines are out of the way: only this file's count
    await db.updateTable('appointments').set({ deleted: 1 }).execute();
    await db.deleteFrom('vaccines').execute();
    const at = now.toISOString();
    const appointment = (petId: number, hoursAhead: number, status: string) => ({
      storeId: f.storeId,
      userId: f.clienteId,
      petId,
      serviceId: f.bath,
      addressId: null,
      dateTime: new Date(now.getTime() + hoursAhead * HOUR_MS).toISOString(),
      dateTimeEnd: new Date(now.getTime() + (hoursAhead + 1) * HOUR_MS).toISOString(),
      status,
      statusManager: null,
      type: 'estetica',
      description: 'Banho',
      location: null,
      observations: null,
      specificData: '{}',
      attachments: '[]',
      weightGrams: null,
      price: 6000,
      deleted: 0 as const,
      createdAt: at,
      updatedAt: at,
    });
    await db
      .insertInto('appointments')
      .values([
        appointment(f.thor, 20, 'scheduled'),
        appointment(f.mel, 10, 'cancelled'),
        appointment(f.mel, 50, 'scheduled'),
      ])
      .execute();
    const vaccine = (petId: number, name: string, days: number) => ({
      petId,
      name,
      appliedAt: null,
      nextDoseAt: addDays(storeDate(now), days),
      notes: null,
      createdAt: at,
      updatedAt: at,
    });
    await db
      .insertInto('vaccines')
      .values([vaccine(f.mel, 'V10', 5), vaccine(f.thor, 'Antirrábica', 30)])
      .execute();
    // PostgreSQL: the second worker is another pool, as another API instance would be
    if (t.database.kind === 'postgres' && process.env.DATABASE_URL)
      second = openPostgres(process.env.DATABASE_URL, { schema: t.database.schema! });
  });
  afterAll(async () => {
    await second?.destroy();
    await t.close();
  });

  const notifications = () =>
    t.database.db
      .selectFrom('notifications')
      .select(['type', 'title', 'message', 'payload'])
      .where('userId', '=', f.clienteId)
      .where('type', 'like', '%_reminder')
      .execute();

  it('two workers at the same time send each reminder once: the appointment of tomorrow and the vaccine due this week', async () => {
    const other = second?.db ?? t.database.db;
    const [a, b] = await Promise.all([runReminders(t.database.db, now), runReminders(other, now)]);
    expect(a.appointments + b.appointments).toBe(1);
    expect(a.vaccines + b.vaccines).toBe(1);
    const sent = await notifications();
    expect(sent).toHaveLength(2);
    const thor = await t.database.db
      .selectFrom('appointments')
      .select(['id', 'dateTime'])
      .where('petId', '=', f.thor)
      .where('deleted', '=', 0)
      .executeTakeFirstOrThrow();
    const appointment = sent.find((n) => n.type === 'appointment_reminder')!;
    expect(appointment.title).toBe('Lembrete de agendamento');
    const when = storeDate(thor.dateTime) === storeDate(now) ? 'hoje' : 'amanhã';
    expect(appointment.message).toBe(`Banho do Thor ${when} às ${storeClock(thor.dateTime)}`);
    expect(JSON.parse(appointment.payload)).toMatchObject({
      appointmentId: thor.id,
      dateTime: thor.dateTime,
      actions: ['confirm', 'cancel'],
    });
    // the texts' keys travel in the payload, so an English reader gets them in English
    const english = (payload: string) => {
      const texts = notificationTexts(JSON.parse(payload), 'en')!;
      return [translate('en', texts.title), translate('en', texts.message)];
    };
    expect(english(appointment.payload)).toEqual([
      'Appointment reminder',
      `Thor's Banho ${when === 'hoje' ? 'today' : 'tomorrow'} at ${storeClock(thor.dateTime)}`,
    ]);
    const vaccine = sent.find((n) => n.type === 'vaccine_reminder')!;
    expect(vaccine.title).toBe('Vacina chegando');
    const due = addDays(storeDate(now), 5);
    expect(vaccine.message).toBe(`A próxima dose de V10 da Mel é em ${due.split('-').reverse().join('/')}`);
    expect(JSON.parse(vaccine.payload)).toMatchObject({ petId: f.mel, nextDoseAt: due });
    const [year, month, day] = due.split('-');
    expect(english(vaccine.payload)).toEqual([
      'Vaccine coming up',
      `The next dose of V10 for Mel is on ${Number(month)}/${Number(day)}/${year}`,
    ]);
  });

  it('a later run sends nothing again; a cancelled appointment and one two days away get none', async () => {
    expect(await runReminders(t.database.db, now)).toEqual({ appointments: 0, vaccines: 0 });
    expect(await runReminders(t.database.db, new Date(now.getTime() + HOUR_MS))).toEqual({
      appointments: 0,
      vaccines: 0,
    });
    expect(await notifications()).toHaveLength(2);
  });

  it('a run with nothing to send opens no transaction and inserts nothing', async () => {
    const inserts: string[] = [];
    const counting = t.database.db.withPlugin({
      transformQuery: (args) => {
        if (args.node.kind === 'InsertQueryNode') inserts.push(args.node.kind);
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const transaction = vi.spyOn(counting, 'transaction');
    expect(await runReminders(counting, now)).toEqual({ appointments: 0, vaccines: 0 });
    expect(transaction).not.toHaveBeenCalled();
    expect(inserts).toEqual([]);
  });

  it('a store that turned reminders off sends none', async () => {
    await t.database.db.insertInto('appointmentRules').values({ storeId: f.storeId, reminders: 0 }).execute();
    // a day later the 50-hour appointment is within 24 h, and the vaccine still due
    expect(await runReminders(t.database.db, new Date(now.getTime() + 30 * HOUR_MS))).toEqual({
      appointments: 0,
      vaccines: 0,
    });
    await t.database.db.deleteFrom('appointmentRules').execute();
    expect((await runReminders(t.database.db, new Date(now.getTime() + 30 * HOUR_MS))).appointments).toBe(1);
  });

  it('the admin command reminders:run sends what is due and says how many', async () => {
    await t.database.db.deleteFrom('reminders').execute();
    expect(await run(t.database.db, ['reminders:run'])).toBe('reminders sent: 1 appointment(s), 1 vaccine(s)');
    expect(await run(t.database.db, ['reminders:run'])).toBe('reminders sent: 0 appointment(s), 0 vaccine(s)');
  });
});
