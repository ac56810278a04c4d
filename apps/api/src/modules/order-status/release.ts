import type { Db } from '../../db/database.js';
import { storeRules } from '../stores/store-rules.js';
import { findOrderHoldings, returnCouponUse, returnStock } from './repository.js';

/**
 * Puts back what an order held when it ends without being fulfilled (cancelled or rejected, by the customer, the
 * store or the gateway): its units go back on the shelf and its coupon use is given back. Runs in the caller's
 * transaction, once, as part of the status change into a final status.
 */
export async function releaseOrder(trx: Db, orderId: number): Promise<void> {
  const order = await findOrderHoldings(trx, orderId);
  if (!storeRules(order).ignoreStock) await returnStock(trx, orderId);
  if (order.couponId !== null) await returnCouponUse(trx, orderId, order.couponId);
}
