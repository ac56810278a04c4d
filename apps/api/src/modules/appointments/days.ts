import {
  addDays,
  periodsOf,
  priceForPet,
  storeInstant,
  withoutBusy,
  workingDay,
  type WorkingDayAnswer,
} from '@store/core';
import type { Db } from '../../db/database.js';
import type { PetRow } from '../pets/repository.js';
import { zoneOfStore } from '../stores/time-zone.js';
import { openingHours } from '../stores/opening-hours.js';
import { holidaysBetween, pricesOf, type ServiceRow } from './repository.js';
import { bookingsBetween, capacityOf, petBookingsBetween } from './slot-queries.js';

/** What a service costs and takes for this pet (its base without a pet). */
export async function serviceForPet(db: Db, service: ServiceRow, pet: Pick<PetRow, 'size' | 'coat'> | null) {
  const rows = await pricesOf(db, [service.id]);
  const base = { duration: service.durationMinutes, price: service.price };
  return pet ? priceForPet(base, rows, pet.size, pet.coat) : base;
}

/**
 * `count` days from `date` (the store's clock, in its zone) for one service taking `duration` minutes: opening periods, holidays
 * the bookings already made (of every service sharing its resource) and the capacity, read in four queries
 * whatever the count; with `petId`, without the starts that would overlap the pet's other appointments (a fifth).
 */
export async function loadDays(
  db: Db,
  storeId: number,
  service: ServiceRow,
  duration: number,
  date: string,
  count: number,
  now: Date,
  options: { ignoreBookings?: boolean; petId?: number } = {},
): Promise<WorkingDayAnswer[]> {
  const zone = await zoneOfStore(db, storeId);
  const last = addDays(date, count - 1);
  const from = storeInstant(addDays(date, -1), 0, zone);
  const to = storeInstant(addDays(last, 1), 0, zone);
  const [hours, holidays, bookings, capacity, petBusy] = await Promise.all([
    openingHours(db, storeId),
    holidaysBetween(db, storeId, date, last),
    // a booking of the evening before cannot reach into the day, but one starting just before midnight could
    options.ignoreBookings ? [] : bookingsBetween(db, service, from, to),
    capacityOf(db, service),
    options.petId === undefined ? [] : petBookingsBetween(db, options.petId, from, to),
  ]);
  return Array.from({ length: count }, (_, i) => {
    const day = addDays(date, i);
    const dayHours = hours.filter((h) => periodsOf([h], day).length > 0);
    const answer = workingDay({
      date: day,
      periods: periodsOf(hours, day),
      slotMinutes: dayHours.length > 0 ? Math.min(...dayHours.map((h) => h.slotMinutes)) : 30,
      holiday: holidays.get(day) ?? null,
      duration,
      buffer: service.bufferMinutes,
      capacity,
      bookings,
      now: now.toISOString(),
      zone,
    });
    return withoutBusy(answer, petBusy);
  });
}
