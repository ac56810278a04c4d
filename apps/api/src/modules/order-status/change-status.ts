import { canTransition, isOrderStatus, msg, statusLabel, type OrderStatus } from '@store/core';
import type { Db } from '../../db/database.js';
import { userError } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import { releaseOrder } from './release.js';
import { addStatusHistory, findOrderState, moveOrderStatus, notifyOrderStatus } from './repository.js';
import { runStatusHooks } from './status-hooks.js';

/** Final statuses of an order that was never fulfilled: what it held goes back. */
const RELEASING: readonly OrderStatus[] = ['cancelado', 'rejeitado'];

/**
 * Moves an order to a new status inside the caller's transaction: checks the core transitions table,
 * appends to the status history, starts or ends the delivery's tracking (see status-effects.ts; callers that may
 * end a delivery run in statusTransaction so the sockets close after commit) and tells the customer with a notification. The one way a status changes.
 * Returns false (and changes nothing) when the order is already in that status, so repeated events are harmless.
 */
export async function changeOrderStatus(
  trx: Db,
  orderId: number,
  to: OrderStatus,
  options: { message?: string | null; now?: Date } = {},
): Promise<boolean> {
  const order = await findOrderState(trx, orderId);
  if (!order) throw userError('order.notFound', 404);
  if (order.status === to) return false;
  if (!isOrderStatus(order.status) || !canTransition(order.status, to)) {
    throw userError(msg('order.invalidTransition', { from: order.status, to }), 409);
  }
  const at = nowIso(options.now);
  const message = options.message ?? null;
  if (!(await moveOrderStatus(trx, orderId, { from: order.status, to, message, at }))) {
    throw userError('order.changedConcurrently', 409);
  }
  await addStatusHistory(trx, { orderId, status: to, message, createdAt: at });
  await runStatusHooks(trx, { orderId, from: order.status, to });
  if (RELEASING.includes(to)) await releaseOrder(trx, orderId);
  await notifyOrderStatus(trx, { userId: order.userId, orderId, status: to, title: `Pedido #${orderId}`, message: statusLabel(to, 'pt-BR'), createdAt: at });
  return true;
}

/**
 * Like changeOrderStatus, but an order that cannot make this move (missing, or meanwhile cancelled) is left as it is
 * and false comes back: a payment event never reopens an order a person closed.
 */
export async function changeOrderStatusIfAllowed(trx: Db, orderId: number, to: OrderStatus, options: { message?: string | null; now?: Date } = {}): Promise<boolean> {
  const order = await findOrderState(trx, orderId);
  if (!order || !isOrderStatus(order.status) || !canTransition(order.status, to)) return false;
  return changeOrderStatus(trx, orderId, to, options);
}
