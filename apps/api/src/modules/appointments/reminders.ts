import {
  addDays,
  datesIn,
  msg,
  storeClock,
  storeDate,
  storeInstant,
  storeTimeZone,
  t,
  withTexts,
  type Message,
  type MessageKey,
} from '@store/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

const HOUR_MS = 3_600_000;
/** an appointment is reminded from this long before it */
export const APPOINTMENT_REMINDER_HOURS = 24;
/** a vaccine's next dose is reminded from this many days before it */
export const VACCINE_REMINDER_DAYS = 7;

type Notice = {
  kind: 'appointment' | 'vaccine';
  refId: number;
  dueDate: string;
  userId: number;
  type: string;
  title: Message;
  message: Message;
  payload: Record<string, unknown>;
};

/**
 * Sends one notice once: the claim (unique kind, ref id and due date) and the notification are written in one
 * transaction; a second worker's claim of the same reminder inserts nothing, so it sends nothing.
 */
async function sendOnce(db: Db, notice: Notice, now: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('reminders')
      .values({
        kind: notice.kind,
        refId: notice.refId,
        dueDate: notice.dueDate,
        userId: notice.userId,
        createdAt: now,
      })
      .onConflict((oc) => oc.columns(['kind', 'refId', 'dueDate']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return false;
    await trx
      .insertInto('notifications')
      .values({
        userId: notice.userId,
        type: notice.type,
        // pt-BR in the row; the keys in the payload, for readers of other languages
        title: t('pt-BR', notice.title),
        message: t('pt-BR', datesIn(notice.message, 'pt-BR')),
        payload: JSON.stringify(withTexts(notice.payload, notice.title, notice.message)),
        readed: 0,
        createdAt: now,
      })
      .execute();
    return true;
  });
}

const female = (gender: string | null) => gender === 'female';
/** the pets of the stores keeping their clock in `zone`: each zone's today and tomorrow are its own */
const inZone = (zone: string) => sql<boolean>`pets.store_id in (select s.id from stores s where s.time_zone = ${zone})`;
/** stores that turned reminders off are skipped; a store without rules has them on */
const remindersOn = sql<boolean>`coalesce((select r.reminders from appointment_rules r where r.store_id = pets.store_id), 1) = 1`;

/**
 * Appointments starting within the next 24 h that still hold their slot (a cancelled one gets no reminder) and
 * were not reminded for their date yet: a run with nothing to send reads and writes nothing.
 */
async function appointmentNotices(db: Db, now: Date, zone: string): Promise<Notice[]> {
  const today = storeDate(now, zone);
  const tomorrow = addDays(today, 1);
  const rows = await db
    .selectFrom('appointments')
    .innerJoin('pets', 'pets.id', 'appointments.petId')
    .select([
      'appointments.id',
      'appointments.userId',
      'appointments.dateTime',
      'appointments.description',
      'pets.name',
      'pets.gender',
    ])
    .where('appointments.deleted', '=', 0)
    .where('appointments.status', 'in', ['scheduled', 'confirmed'])
    .where('appointments.dateTime', '>', now.toISOString())
    .where('appointments.dateTime', '<=', new Date(now.getTime() + APPOINTMENT_REMINDER_HOURS * HOUR_MS).toISOString())
    .where(remindersOn)
    .where(inZone(zone))
    .where(({ eb, not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reminders')
            .select('reminders.id')
            .where('reminders.kind', '=', 'appointment')
            .whereRef('reminders.refId', '=', 'appointments.id')
            // the due date is the appointment's store date: within 24 h, today or tomorrow
            .where(
              'reminders.dueDate',
              '=',
              eb
                .case()
                .when('appointments.dateTime', '<', storeInstant(tomorrow, 0, zone))
                .then(today)
                .else(tomorrow)
                .end(),
            ),
        ),
      ),
    )
    .execute();
  return rows.map((r) => {
    const today = storeDate(r.dateTime, zone) === storeDate(now, zone);
    const key: MessageKey = `reminder.appointment${today ? 'Today' : 'Tomorrow'}${female(r.gender) ? 'Female' : ''}`;
    return {
      kind: 'appointment',
      refId: r.id,
      dueDate: storeDate(r.dateTime, zone),
      userId: r.userId,
      type: 'appointment_reminder',
      title: msg('reminder.appointmentTitle'),
      message: msg(key, { service: r.description ?? '', pet: r.name, time: storeClock(r.dateTime, zone) }),
      payload: { appointmentId: r.id, dateTime: r.dateTime, actions: ['confirm', 'cancel'] },
    };
  });
}

/** Next doses from today to a week ahead (store time), of active pets, not reminded yet. */
async function vaccineNotices(db: Db, now: Date, zone: string): Promise<Notice[]> {
  const today = storeDate(now, zone);
  const rows = await db
    .selectFrom('vaccines')
    .innerJoin('pets', 'pets.id', 'vaccines.petId')
    .select([
      'vaccines.id',
      'vaccines.name',
      'vaccines.nextDoseAt',
      'pets.id as petId',
      'pets.userId',
      'pets.name as petName',
      'pets.gender',
    ])
    .where('pets.deleted', '=', 0)
    .where('pets.status', '=', 'active')
    .where('vaccines.nextDoseAt', '>=', today)
    .where('vaccines.nextDoseAt', '<=', addDays(today, VACCINE_REMINDER_DAYS))
    .where(remindersOn)
    .where(inZone(zone))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reminders')
            .select('reminders.id')
            .where('reminders.kind', '=', 'vaccine')
            .whereRef('reminders.refId', '=', 'vaccines.id')
            .whereRef('reminders.dueDate', '=', 'vaccines.nextDoseAt'),
        ),
      ),
    )
    .execute();
  return rows.map((r) => ({
    kind: 'vaccine',
    refId: r.id,
    dueDate: r.nextDoseAt!,
    userId: r.userId,
    type: 'vaccine_reminder',
    title: msg('reminder.vaccineTitle'),
    message: msg(female(r.gender) ? 'reminder.vaccineMessageFemale' : 'reminder.vaccineMessage', {
      vaccine: r.name,
      pet: r.petName,
      date: r.nextDoseAt!,
    }),
    payload: { vaccineId: r.id, petId: r.petId, nextDoseAt: r.nextDoseAt },
  }));
}

/**
 * One pass: every reminder due now that no worker sent yet, zone by zone (a store's today, tomorrow and clock are
 * its zone's). Safe to run from any number of processes at once.
 */
export async function runReminders(db: Db, now = new Date()): Promise<{ appointments: number; vaccines: number }> {
  const at = now.toISOString();
  const sent = { appointments: 0, vaccines: 0 };
  const zones = await db.selectFrom('stores').select('timeZone').distinct().execute();
  for (const { timeZone } of zones) {
    const zone = storeTimeZone(timeZone);
    for (const notice of await appointmentNotices(db, now, zone))
      if (await sendOnce(db, notice, at)) sent.appointments += 1;
    for (const notice of await vaccineNotices(db, now, zone)) if (await sendOnce(db, notice, at)) sent.vaccines += 1;
  }
  return sent;
}

type Log = { error(obj: unknown, msg?: string): void };

/** Runs the reminders every few minutes in this process until stopped; the timer never keeps the process alive. */
export function startReminderWorker(db: Db, log: Log, everyMs = 5 * 60_000): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runReminders(db);
    } catch (error) {
      log.error({ err: error }, 'reminders failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(tick, 10_000);
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
