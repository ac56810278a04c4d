import type { Db } from '../../db/database.js';

/** A store's weekly hours, one interval a row (weekday 0 = Sunday), for its slots and its pickup counter. */
export async function openingHours(db: Db, storeId: number) {
  return db
    .selectFrom('workingHours')
    .select(['weekday', 'opensAt', 'closesAt', 'slotMinutes'])
    .where('storeId', '=', storeId)
    .execute();
}
