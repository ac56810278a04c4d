import type { Db } from '../../db/database.js';
import { validationError } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import { insertStockAlert, isLiveStoreItem } from './repository.js';

/** Asks to be told when an item is back in stock; asking twice keeps one alert. */
export async function setStockAlert(db: Db, storeId: number, userId: number, itemId: number): Promise<void> {
  if (!(await isLiveStoreItem(db, storeId, itemId))) throw validationError({ itemId: 'cart.itemUnavailable' });
  await insertStockAlert(db, { userId, storeId, itemId, createdAt: nowIso() });
}
