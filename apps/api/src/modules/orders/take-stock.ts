import { msg } from '@store/core';
import type { Db } from '../../db/database.js';
import { validationError } from '../../lib/errors.js';
import type { PricedLine } from '../pricing/price-lines.js';
import { storeRules } from '../stores/store-rules.js';
import type { StoreRow } from '../stores/repository.js';
import { itemStock, takeItemStock } from './repository.js';

/**
 * Takes each line's units from stock, unless the store ignores stock. Each take is a conditional update, so of 50
 * orders for the last unit one gets it; the others are refused with what is left ('cart.stockLimit').
 */
export async function takeStock(trx: Db, store: StoreRow, lines: readonly PricedLine[]): Promise<void> {
  if (storeRules(store).ignoreStock) return;
  for (const line of lines) {
    if (await takeItemStock(trx, line.itemId, line.quantity)) continue;
    const available = Math.max(0, await itemStock(trx, line.itemId));
    throw validationError({ items: msg('cart.stockLimit', { available, name: line.name }) });
  }
}
