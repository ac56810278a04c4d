import { ACTIVE_APPOINTMENT_STATUSES, type BusySpan } from '@store/core';
import type { Db, DbKind } from '../../db/database.js';
import type { ServiceRow } from './repository.js';

/*
 * What decides whether a start is free (bookings, capacity, the pet's other appointments) and the locks that keep
 * it so until a booking's transaction ends.
 */

const MINUTE_MS = 60_000;

/**
 * Serialises bookings of one service, or of every service sharing its resource: on PostgreSQL the resource row
 * (else the service row) is locked until the transaction ends, so two requests cannot both see the last free
 * place. SQLite needs nothing: its write transactions begin IMMEDIATE and so run one at a time.
 */
export async function lockService(
  trx: Db,
  kind: DbKind,
  service: Pick<ServiceRow, 'id' | 'resourceId'>,
): Promise<void> {
  if (kind !== 'postgres') return;
  if (service.resourceId != null)
    await trx.selectFrom('serviceResources').select('id').where('id', '=', service.resourceId).forUpdate().execute();
  else await trx.selectFrom('services').select('id').where('id', '=', service.id).forUpdate().execute();
}

/**
 * Serialises bookings of one pet, whatever the service, so two requests cannot both find the pet free: on
 * PostgreSQL its row is locked until the transaction ends (taken after the service's, always in that order).
 */
export async function lockPet(trx: Db, kind: DbKind, petId: number): Promise<void> {
  if (kind === 'postgres') await trx.selectFrom('pets').select('id').where('id', '=', petId).forUpdate().execute();
}

/** The pet's appointments that still hold their time and overlap [from, to), whatever the service. */
export async function petBookingsBetween(db: Db, petId: number, from: string, to: string): Promise<BusySpan[]> {
  return db
    .selectFrom('appointments')
    .select(['dateTime', 'dateTimeEnd'])
    .where('petId', '=', petId)
    .where('deleted', '=', 0)
    .where('status', 'in', [...ACTIVE_APPOINTMENT_STATUSES])
    .where('dateTime', '<', to)
    .where('dateTimeEnd', '>', from)
    .execute();
}

/** How many bookings a slot of the service holds: its resource's capacity when it shares one, else its own. */
export async function capacityOf(db: Db, service: Pick<ServiceRow, 'capacity' | 'resourceId'>): Promise<number> {
  if (service.resourceId == null) return service.capacity;
  const row = await db
    .selectFrom('serviceResources')
    .select('capacity')
    .where('id', '=', service.resourceId)
    .executeTakeFirst();
  return row?.capacity ?? service.capacity;
}

/**
 * Bookings that still hold their slot and start in [from, to), as the span they block: from their start to their
 * end plus their service's buffer. Those of the service, or of every service sharing its resource.
 */
export async function bookingsBetween(
  db: Db,
  service: Pick<ServiceRow, 'id' | 'resourceId'>,
  from: string,
  to: string,
) {
  let q = db
    .selectFrom('appointments')
    .innerJoin('services', 'services.id', 'appointments.serviceId')
    .select(['appointments.dateTime', 'appointments.dateTimeEnd', 'services.bufferMinutes'])
    .where('appointments.deleted', '=', 0)
    .where('appointments.status', 'in', [...ACTIVE_APPOINTMENT_STATUSES])
    .where('appointments.dateTime', '>=', from)
    .where('appointments.dateTime', '<', to);
  q =
    service.resourceId != null
      ? q.where('services.resourceId', '=', service.resourceId)
      : q.where('appointments.serviceId', '=', service.id);
  const rows = await q.execute();
  return rows.map((r) => ({
    start: r.dateTime,
    blockedUntil: new Date(new Date(r.dateTimeEnd).getTime() + r.bufferMinutes * MINUTE_MS).toISOString(),
  }));
}
