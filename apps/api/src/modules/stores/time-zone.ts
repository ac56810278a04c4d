import { storeDate, storeTimeZone, type StoreTimeZone } from '@store/core';
import type { Db } from '../../db/database.js';
import { cachedByStoreTables } from './store-cache.js';

/**
 * The IANA zone of a store's clock (its hours, slots, reminders, due dates and the dates it shows), kept between
 * requests like the store row; a store that is gone or names an unsupported zone reads as Brasília time.
 */
export function zoneOfStore(db: Db, storeId: number): Promise<StoreTimeZone> {
  return cachedByStoreTables(db, `zone\0${storeId}`, async () => {
    const row = await db.selectFrom('stores').select('timeZone').where('id', '=', storeId).executeTakeFirst();
    return storeTimeZone(row?.timeZone);
  });
}

/** A store's date at an instant, its "today": at 03:30 UTC on 1 December a store in Manaus is still on 30 November. */
export async function storeToday(db: Db, storeId: number, now = new Date()): Promise<string> {
  return storeDate(now, await zoneOfStore(db, storeId));
}
