import type { Db } from '../../db/database.js';
import { validationError } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';

/** Asks to be told when an item is back in stock; asking twice keeps one alert. */
export async function setStockAlert(db: Db, storeId: number, userId: number, itemId: number): Promise<void> {
  const item = await db.selectFrom('items').select('id').where('id', '=', itemId).where('storeId', '=', storeId).where('deleted', '=', 0).executeTakeFirst();
  if (!item) throw validationError({ itemId: 'cart.itemUnavailable' });
  await db
    .insertInto('stockAlerts')
    .values({ userId, storeId, itemId, createdAt: nowIso() })
    .onConflict((oc) => oc.columns(['userId', 'itemId']).doNothing())
    .execute();
}
