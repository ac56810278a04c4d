import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AppointmentsTable, ServicesTable } from '../../db/tables/pets.js';
import type { Owner, PetRow } from '../pets/repository.js';

export type ServiceRow = Selectable<ServicesTable>;
export type AppointmentRow = Selectable<AppointmentsTable>;

export async function listServices(db: Db, storeId: number): Promise<ServiceRow[]> {
  return db
    .selectFrom('services')
    .selectAll()
    .where('storeId', '=', storeId)
    .where('active', '=', 1)
    .orderBy('id')
    .execute();
}

export async function findService(db: Db, storeId: number, id: number): Promise<ServiceRow | undefined> {
  return db
    .selectFrom('services')
    .selectAll()
    .where('storeId', '=', storeId)
    .where('id', '=', id)
    .where('active', '=', 1)
    .executeTakeFirst();
}

export async function pricesOf(db: Db, serviceIds: readonly number[]) {
  if (serviceIds.length === 0) return [];
  return db
    .selectFrom('servicePrices')
    .select(['serviceId', 'size', 'coat', 'durationMinutes as duration', 'price'])
    .where('serviceId', 'in', [...serviceIds])
    .orderBy('id')
    .execute();
}

/** Holidays from `from` to `to` (YYYY-MM-DD, both included) by date. */
export async function holidaysBetween(db: Db, storeId: number, from: string, to: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('holidays')
    .select(['date', 'name'])
    .where('storeId', '=', storeId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
  return new Map(rows.map((r) => [r.date, r.name]));
}

/** The store's booking rules; a store that never set them gets the defaults (2 h notice, reminders on). */
export async function rulesOf(db: Db, storeId: number): Promise<{ cancelNoticeHours: number; reminders: boolean }> {
  const row = await db
    .selectFrom('appointmentRules')
    .select(['cancelNoticeHours', 'reminders'])
    .where('storeId', '=', storeId)
    .executeTakeFirst();
  return { cancelNoticeHours: row?.cancelNoticeHours ?? 2, reminders: (row?.reminders ?? 1) === 1 };
}

export async function insertAppointment(
  trx: Db,
  values: Insertable<AppointmentsTable>,
  line: { durationMinutes: number; price: number },
): Promise<AppointmentRow> {
  const row = await trx.insertInto('appointments').values(values).returningAll().executeTakeFirstOrThrow();
  await trx
    .insertInto('appointmentServices')
    .values({ appointmentId: row.id, serviceId: row.serviceId, ...line })
    .execute();
  return row;
}

/** Only by owner, store and id together: another user's appointment is simply not found. */
export async function findUserAppointment(
  db: Db,
  storeId: number,
  userId: number,
  id: number,
): Promise<AppointmentRow | undefined> {
  return db
    .selectFrom('appointments')
    .selectAll()
    .where('id', '=', id)
    .where('storeId', '=', storeId)
    .where('userId', '=', userId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

export type AppointmentFilter = {
  petId?: number | null;
  statuses?: readonly string[] | null;
  upcoming?: boolean | null;
  from?: string;
  to?: string;
  now: string;
};
export type AppointmentSort = { column: 'dateTime' | 'createdAt'; direction: 'asc' | 'desc' };

function filtered(db: Db, storeId: number, userId: number, f: AppointmentFilter) {
  let q = db
    .selectFrom('appointments')
    .where('storeId', '=', storeId)
    .where('userId', '=', userId)
    .where('deleted', '=', 0);
  if (f.petId != null) q = q.where('petId', '=', f.petId);
  if (f.statuses && f.statuses.length > 0) q = q.where('status', 'in', [...f.statuses]);
  // a cancelled appointment is over: it leaves the upcoming ones for the past ones
  if (f.upcoming === true) q = q.where('dateTime', '>=', f.now).where('status', '!=', 'cancelled');
  if (f.upcoming === false) q = q.where((eb) => eb.or([eb('dateTime', '<', f.now), eb('status', '=', 'cancelled')]));
  if (f.from) q = q.where('dateTime', '>=', f.from);
  if (f.to) q = q.where('dateTime', '<', f.to);
  return q;
}

export async function listUserAppointments(
  db: Db,
  storeId: number,
  userId: number,
  f: AppointmentFilter,
  page: { perPage: number; offset: number },
  sort: AppointmentSort,
): Promise<{ rows: AppointmentRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, storeId, userId, f)
      .selectAll()
      .orderBy(sort.column, sort.direction)
      .orderBy('id', sort.direction)
      .limit(page.perPage)
      .offset(page.offset)
      .execute(),
    filtered(db, storeId, userId, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The service lines of appointments, by appointment id (one query for a whole page). */
export async function linesOf(db: Db, appointmentIds: readonly number[]) {
  if (appointmentIds.length === 0)
    return new Map<number, { id: number; type: string; description: string; duration: number; price: number }[]>();
  const rows = await db
    .selectFrom('appointmentServices')
    .innerJoin('services', 'services.id', 'appointmentServices.serviceId')
    .select([
      'appointmentServices.appointmentId',
      'services.id',
      'services.type',
      'services.description',
      'appointmentServices.durationMinutes as duration',
      'appointmentServices.price',
    ])
    .where('appointmentServices.appointmentId', 'in', [...appointmentIds])
    .execute();
  const map = new Map<number, { id: number; type: string; description: string; duration: number; price: number }[]>();
  for (const { appointmentId, ...line } of rows) map.set(appointmentId, [...(map.get(appointmentId) ?? []), line]);
  return map;
}

/** Moves an appointment on only from the status it was read in, so two answers at once cannot both apply. */
export async function setStatus(db: Db, id: number, from: string, to: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('appointments')
    .set({ status: to, statusManager: to, updatedAt: now })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The owner's live pets among these ids (for the pets of a page of appointments). */
export async function findOwnPets(db: Db, owner: Owner, ids: readonly number[]): Promise<PetRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('pets')
    .selectAll()
    .where('id', 'in', [...ids])
    .where('userId', '=', owner.userId)
    .where('storeId', '=', owner.storeId)
    .where('deleted', '=', 0)
    .execute();
}
