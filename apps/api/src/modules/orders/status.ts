import { canTransition, isOrderStatus, statusLabel, type OrderStatus } from '@store/core';
import type { Db } from '../../db/database.js';
import { userError } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import { releaseOrder } from './release.js';

/** Final statuses of an order that was never fulfilled: what it held goes back. */
const RELEASING: readonly OrderStatus[] = ['cancelado', 'rejeitado'];

/**
 * Moves an order to a new status inside the caller's transaction: checks the core transitions table,
 * appends to the status history and tells the customer with a notification. The one way a status changes.
 * Returns false (and changes nothing) when the order is already in that status, so repeated events are harmless.
 */
export async function changeOrderStatus(
  trx: Db,
  orderId: number,
  to: OrderStatus,
  options: { message?: string | null; now?: Date } = {},
): Promise<boolean> {
  const order = await trx.selectFrom('orders').select(['id', 'status', 'userId']).where('id', '=', orderId).executeTakeFirst();
  if (!order) throw userError('Pedido não encontrado', 'not_found', 404);
  if (order.status === to) return false;
  if (!isOrderStatus(order.status) || !canTransition(order.status, to)) {
    throw userError(`O pedido não pode passar de '${order.status}' para '${to}'`, 'invalid_transition', 409);
  }
  const at = nowIso(options.now);
  // the status guard in the WHERE makes two concurrent changes from the same status serialise: one wins
  const updated = await trx
    .updateTable('orders')
    .set({ status: to, statusMessage: options.message ?? null, updatedAt: at })
    .where('id', '=', orderId)
    .where('status', '=', order.status)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw userError('O pedido mudou enquanto era atualizado; tente novamente', 'conflict', 409);
  await trx.insertInto('orderStatusHistory').values({ orderId, status: to, message: options.message ?? null, createdAt: at }).execute();
  if (RELEASING.includes(to)) await releaseOrder(trx, orderId);
  await trx
    .insertInto('notifications')
    .values({
      userId: order.userId,
      type: 'order_status',
      title: `Pedido #${orderId}`,
      message: statusLabel(to, 'pt-BR'),
      payload: JSON.stringify({ orderId, status: to }),
      readed: 0,
      createdAt: at,
    })
    .execute();
  return true;
}
