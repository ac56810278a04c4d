import type { Db } from '../../db/database.js';
import { afterCommit } from '../order-status/after-commit.js';
import { onOrderStatusChange, type StatusChange } from '../order-status/status-hooks.js';
import { setDeliveryCode, UNDER_WAY } from './courier-repository.js';
import { newDeliveryCode } from './delivery-code.js';
import { clearPosition } from './delivery-store.js';
import { endTracking } from './tracking-links.js';

/**
 * What a status change means for the delivery, whatever made it (the courier, an admin, the customer, a payment
 * event): called by changeOrderStatus inside its transaction. Going out starts clean (a fresh code, no tries, no
 * position of an earlier attempt); leaving the road forgets the code now and, once committed, closes the order's
 * sockets everywhere and forgets where the courier was.
 */
async function deliveryStatusChanged(trx: Db, { orderId, from, to }: StatusChange): Promise<void> {
  if (to === 'saiu_entrega' && !UNDER_WAY.includes(from)) {
    await setDeliveryCode(trx, orderId, newDeliveryCode());
    await clearPosition(trx, orderId);
    return;
  }
  if (UNDER_WAY.includes(from) && !UNDER_WAY.includes(to)) {
    await setDeliveryCode(trx, orderId, null);
    await afterCommit(trx, (db) => endTracking(db, orderId, to));
  }
}

/** Every status change, whoever makes it (the app, the admin command line), goes through deliveryStatusChanged. */
export function registerDeliveryStatusEffects(): void {
  onOrderStatusChange(deliveryStatusChanged);
}
