import type { Db } from '../../db/database.js';
import { onOrderStatusChange, type StatusChange } from '../order-status/status-hooks.js';
import { setDeliveryCode, UNDER_WAY } from './courier-repository.js';
import { newDeliveryCode } from './delivery-code.js';

/**
 * What a status change means for the delivery's code, whatever made it (the courier, an admin, the customer, a
 * payment event): called by changeOrderStatus inside its transaction. Going out gives a fresh code with no tries;
 * leaving the road forgets it. (The live tracking reacts to the same change: tracking/status-effects.ts.)
 */
async function deliveryStatusChanged(trx: Db, { orderId, from, to }: StatusChange): Promise<void> {
  if (to === 'saiu_entrega' && !UNDER_WAY.includes(from)) await setDeliveryCode(trx, orderId, newDeliveryCode());
  else if (UNDER_WAY.includes(from) && !UNDER_WAY.includes(to)) await setDeliveryCode(trx, orderId, null);
}

/** Every status change, whoever makes it (the app, the admin command line), goes through deliveryStatusChanged. */
export function registerDeliveryStatusEffects(): void {
  onOrderStatusChange(deliveryStatusChanged);
}
