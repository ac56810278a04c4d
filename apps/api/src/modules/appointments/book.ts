import { brazilianDate, msg, nearestSlot, slotAt, storeDate, t, type Slot, type WorkingDayAnswer } from '@store/core';
import type { Db, DbKind } from '../../db/database.js';
import { validationError } from '../../lib/errors.js';
import type { Owner } from '../pets/repository.js';
import { loadDays, serviceForPet } from './days.js';
import { latestStart, readBooking, type Booking, type BookingArgs } from './input.js';
import { insertAppointment, type AppointmentRow } from './repository.js';
import { zoneOfStore } from '../stores/time-zone.js';
import { lockPet, lockService, petBookingsBetween } from './slot-queries.js';

const MINUTE_MS = 60_000;
/** how far a series conflict looks for another slot */
const NEAREST_WITHIN_DAYS = 14;

type Deps = { db: Db; kind: DbKind };

/** Why a start is not bookable on its day: the store is closed, the hours never offer it, or it is taken. */
function refusal(day: WorkingDayAnswer, withoutBookings: WorkingDayAnswer, start: Date) {
  if (!day.open) {
    const reason = day.closedReason ? t('pt-BR', day.closedReason) : '';
    return msg('appointment.closedOn', { date: brazilianDate(day.date), reason });
  }
  return slotAt(withoutBookings, start.toISOString()) ? msg('appointment.slotFull') : msg('appointment.outsideHours');
}

async function insert(
  trx: Db,
  owner: Owner,
  booking: Booking,
  start: Date,
  line: { duration: number; price: number },
  now: Date,
): Promise<AppointmentRow> {
  const at = now.toISOString();
  return insertAppointment(
    trx,
    {
      storeId: owner.storeId,
      userId: owner.userId,
      petId: booking.pet.id,
      serviceId: booking.service.id,
      addressId: booking.addressId,
      dateTime: start.toISOString(),
      dateTimeEnd: new Date(start.getTime() + line.duration * MINUTE_MS).toISOString(),
      status: 'scheduled',
      statusManager: null,
      type: booking.service.type,
      description: booking.service.description,
      location: booking.location,
      observations: booking.observations,
      specificData: '{}',
      attachments: '[]',
      weightGrams: booking.pet.weightGrams,
      price: line.price,
      deleted: 0,
      createdAt: at,
      updatedAt: at,
    },
    { durationMinutes: line.duration, price: line.price },
  );
}

/** Holds the service's bookings and the pet's still until the transaction ends (lockService, lockPet). */
async function lockBooking(trx: Db, kind: DbKind, booking: Booking): Promise<void> {
  await lockService(trx, kind, booking.service);
  await lockPet(trx, kind, booking.pet.id);
}

/**
 * Books one appointment: the checks of `readBooking`, then, inside one transaction that holds the bookings of the
 * service (or of every service sharing its resource) and of the pet still, the pet must have no other appointment
 * overlapping it, whatever the service, and the start must be an offered free slot of its day; price and duration
 * are the server's, for the pet's size and coat.
 */
export async function createAppointment(
  deps: Deps,
  owner: Owner,
  args: BookingArgs,
  now = new Date(),
): Promise<AppointmentRow> {
  const booking = await readBooking(deps.db, owner, args, now);
  const line = await serviceForPet(deps.db, booking.service, booking.pet);
  return deps.db.transaction().execute(async (trx) => {
    await lockBooking(trx, deps.kind, booking);
    const end = new Date(booking.start.getTime() + line.duration * MINUTE_MS).toISOString();
    if ((await petBookingsBetween(trx, booking.pet.id, booking.start.toISOString(), end)).length > 0)
      throw validationError({ dateTime: msg('appointment.petBusy', { name: booking.pet.name }) });
    const date = storeDate(booking.start, await zoneOfStore(trx, owner.storeId));
    const [day] = await loadDays(trx, owner.storeId, booking.service, line.duration, date, 1, now);
    if (!slotAt(day!, booking.start.toISOString())) {
      const [free] = await loadDays(trx, owner.storeId, booking.service, line.duration, date, 1, now, {
        ignoreBookings: true,
      });
      throw validationError({ dateTime: refusal(day!, free!, booking.start) });
    }
    return insert(trx, owner, booking, booking.start, line, now);
  });
}

export type SeriesArgs = BookingArgs & { everyWeeks: number; count: number };

/** The days with only the slots that start by `latest`: nothing beyond the booking limit is offered. */
const within = (days: WorkingDayAnswer[], latest: Date) =>
  days.map((day) => ({ ...day, slots: day.slots.filter((s) => new Date(s.dateTime).getTime() <= latest.getTime()) }));

/**
 * Books every free date of a series (every 1, 2 or 4 weeks, 2 to 12 times) in one transaction; for each date that
 * is not free answers the nearest free slot: the closest on the same day, else the same time on the next days.
 * Every date obeys the booking limit as a single booking does: a date beyond it is a conflict without a nearest
 * slot, and no nearest slot lies beyond it.
 */
export async function createAppointmentSeries(deps: Deps, owner: Owner, args: SeriesArgs, now = new Date()) {
  const errors: Record<string, ReturnType<typeof msg>> = {};
  if (![1, 2, 4].includes(args.everyWeeks)) errors.everyWeeks = msg('appointment.seriesEvery');
  if (!Number.isInteger(args.count) || args.count < 2 || args.count > 12) errors.count = msg('appointment.seriesCount');
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const booking = await readBooking(deps.db, owner, args, now);
  const line = await serviceForPet(deps.db, booking.service, booking.pet);
  const starts = Array.from(
    { length: args.count },
    (_, i) => new Date(booking.start.getTime() + i * args.everyWeeks * 7 * 1440 * MINUTE_MS),
  );

  return deps.db.transaction().execute(async (trx) => {
    await lockBooking(trx, deps.kind, booking);
    const appointments: AppointmentRow[] = [];
    const forPet = { petId: booking.pet.id };
    const conflicts: { dateTime: string; nearest: Slot | null }[] = [];
    const latest = latestStart(now);
    const zone = await zoneOfStore(trx, owner.storeId);
    for (const start of starts) {
      if (start.getTime() > latest.getTime()) {
        conflicts.push({ dateTime: start.toISOString(), nearest: null });
        continue;
      }
      // read again for each date: the series' own earlier bookings count too
      const [day] = await loadDays(
        trx,
        owner.storeId,
        booking.service,
        line.duration,
        storeDate(start, zone),
        1,
        now,
        forPet,
      );
      if (day && slotAt(day, start.toISOString())) {
        appointments.push(await insert(trx, owner, booking, start, line, now));
        continue;
      }
      const days = await loadDays(
        trx,
        owner.storeId,
        booking.service,
        line.duration,
        storeDate(start, zone),
        NEAREST_WITHIN_DAYS + 1,
        now,
        forPet,
      );
      conflicts.push({
        dateTime: start.toISOString(),
        nearest: nearestSlot(within(days, latest), start.toISOString()),
      });
    }
    return { appointments, conflicts };
  });
}
