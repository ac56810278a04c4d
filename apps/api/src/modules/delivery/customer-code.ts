import type { Db } from '../../db/database.js';
import { findCustomerDeliveryCode, UNDER_WAY } from './courier-repository.js';
import { newDeliveryCode } from './delivery-code.js';

/**
 * The delivery code for the order's own customer while it is out for delivery, else null. An order sent out by
 * the store's command line (not by the courier's 'Iniciar entrega') gets its code here, the first time it is
 * read, so a customer never waits at the door without one; the conditional UPDATE keeps one code if two reads race.
 */
export async function ensureCustomerCode(db: Db, orderId: number, userId: number): Promise<string | null> {
  const row = await findCustomerDeliveryCode(db, orderId, userId);
  if (!row || !UNDER_WAY.includes(row.status)) return null;
  if (row.deliveryCode) return row.deliveryCode;
  await db
    .updateTable('orders')
    .set({ deliveryCode: newDeliveryCode(), deliveryCodeTries: 0, deliveryCodeLockedUntil: null })
    .where('id', '=', orderId)
    .where('userId', '=', userId)
    .where('deliveryCode', 'is', null)
    .execute();
  return (await findCustomerDeliveryCode(db, orderId, userId))?.deliveryCode ?? null;
}
