import type { Db } from '../../db/database.js';
import type { Owner } from '../pets/repository.js';
import { linesOf, rulesOf, type AppointmentRow } from './repository.js';
import { appointmentView } from './view.js';

/** Appointments as answered, with their service lines and addresses read in one query each. */
export async function appointmentViews(db: Db, owner: Owner, rows: readonly AppointmentRow[], now = new Date()) {
  if (rows.length === 0) return [];
  const addressIds = [...new Set(rows.map((r) => r.addressId).filter((id): id is number => id !== null))];
  const [lines, rules, addresses] = await Promise.all([
    linesOf(
      db,
      rows.map((r) => r.id),
    ),
    rulesOf(db, owner.storeId),
    addressIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('addresses')
          .select([
            'id',
            'title',
            'postalCode',
            'address',
            'addressNumber',
            'complement',
            'province',
            'city',
            'state',
            'nearby',
            'latitude',
            'longitude',
          ])
          .where('userId', '=', owner.userId)
          .where('id', 'in', addressIds)
          .execute(),
  ]);
  const byId = new Map(addresses.map((a) => [a.id, a]));
  return rows.map((r) =>
    appointmentView(
      r,
      lines.get(r.id) ?? [],
      r.addressId === null ? null : (byId.get(r.addressId) ?? null),
      rules,
      now,
    ),
  );
}
