import { msg } from '@store/core';
import type { Db } from '../../db/database.js';
import { validationError } from '../../lib/errors.js';
import type { PricedLine } from '../pricing/price-lines.js';
import { storeRules } from '../stores/store-rules.js';
import type { StoreRow } from '../stores/repository.js';
import { itemsStock, takeItemsStock } from './repository.js';

/**
 * Takes the lines' units from stock, unless the store ignores stock: one conditional update for all the order's
 * items, so of 50 orders for the last unit one gets it. When an item is short the order is refused with what is
 * left of it ('cart.stockLimit'); the caller's transaction rolls back what the update took from the others.
 */
export async function takeStock(trx: Db, store: StoreRow, lines: readonly PricedLine[]): Promise<void> {
  if (storeRules(store).ignoreStock) return;
  const takes = new Map<number, number>();
  for (const line of lines) takes.set(line.itemId, (takes.get(line.itemId) ?? 0) + line.quantity);
  const taken = await takeItemsStock(trx, takes);
  if (taken.size === takes.size) return;
  const short = lines.find((line) => !taken.has(line.itemId))!;
  const left = await itemsStock(trx, [short.itemId]);
  const available = Math.max(0, left.get(short.itemId) ?? 0);
  throw validationError({ items: msg('cart.stockLimit', { available, name: short.name }) });
}
