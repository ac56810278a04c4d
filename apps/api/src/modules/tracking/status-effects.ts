import type { Db } from '../../db/database.js';
import { onCourierReplaced } from '../delivery/courier-events.js';
import { UNDER_WAY } from '../delivery/courier-repository.js';
import { registerDeliveryStatusEffects } from '../delivery/status-effects.js';
import { afterCommit } from '../order-status/after-commit.js';
import { onOrderStatusChange, type StatusChange } from '../order-status/status-hooks.js';
import { clearPosition } from './delivery-store.js';
import { courierChanged, endTracking } from './tracking-links.js';

/**
 * What a status change means for the live tracking, inside the transaction that made it: going out starts clean
 * (no position of an earlier attempt); leaving the road, once committed, closes the order's sockets everywhere and
 * forgets where the courier was.
 */
async function trackingStatusChanged(trx: Db, { orderId, from, to }: StatusChange): Promise<void> {
  if (to === 'saiu_entrega' && !UNDER_WAY.includes(from)) await clearPosition(trx, orderId);
  else if (UNDER_WAY.includes(from) && !UNDER_WAY.includes(to)) {
    await afterCommit(trx, (db) => endTracking(db, orderId, to));
  }
}

/**
 * The delivery's effects of a status change and the tracking's, and the tracking's answer to a new courier, for
 * every process that changes orders (the server, the admin command line).
 */
export function registerDeliveryEffects(): void {
  registerDeliveryStatusEffects();
  onOrderStatusChange(trackingStatusChanged);
  onCourierReplaced(courierChanged);
}
