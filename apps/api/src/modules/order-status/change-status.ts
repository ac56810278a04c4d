import { canTransition, isOrderStatus, isPickupGoingOut, msg, type OrderStatus } from '@store/core';
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
  if (isPickupGoingOut(order.shippingType, to)) throw userError('order.pickupNotDelivered', 409);
  if (!isOrderStatus(order.status) || !canTransition(order.status, to)) {
    throw userError(msg('order.invalidTransition', { from: order.status, to }), 409);
  }
  const at = nowIso(options.now);
  const message = options.message ?? null;
  if (!(await moveOrderStatus(trx, orderId, { from: order.status, to, message, at }))) {
    throw userError('order.changedConcurrently', 409);
  }
  await addStatusHistory(trx, [{ orderId, status: to, message, createdAt: at }]);
  await runStatusHooks(trx, { orderId, from: order.status, to });
  if (RELEASING.includes(to)) await releaseOrder(trx, orderId);
  await notifyOrderStatus(trx, [statusNotice(order.userId, orderId, to, at)]);
  return true;
}

const statusNotice = (userId: number, orderId: number, status: OrderStatus, createdAt: string) => ({
  userId,
  orderId,
  status,
  title: msg('notification.orderTitle', { id: orderId }),
  message: msg(`orderStatus.${status}`),
  createdAt,
});

/** An order just written in its opening status, which its history does not show yet. */
export type NewOrder = { id: number; userId: number; status: OrderStatus };

/**
 * A new order's first moves, inside the transaction that wrote it: from its opening status through `steps`, each
 * checked against the core transitions table and run through the status hooks, as changeOrderStatus would one by
 * one, in fewer statements: one UPDATE to the last step, one history INSERT (the opening status and every step),
 * one notification per step in one INSERT. Returns the status the order is left in.
 */
export async function openOrderStatus(
  trx: Db,
  order: NewOrder,
  steps: readonly OrderStatus[],
  options: { now?: Date } = {},
): Promise<OrderStatus> {
  const at = nowIso(options.now);
  let from = order.status;
  for (const to of steps) {
    if (!canTransition(from, to)) throw userError(msg('order.invalidTransition', { from, to }), 409);
    from = to;
  }
  const last = from;
  if (
    last !== order.status &&
    !(await moveOrderStatus(trx, order.id, { from: order.status, to: last, message: null, at }))
  ) {
    throw userError('order.changedConcurrently', 409);
  }
  const statuses = [order.status, ...steps];
  await addStatusHistory(
    trx,
    statuses.map((status) => ({ orderId: order.id, status, message: null, createdAt: at })),
  );
  for (let i = 1; i < statuses.length; i += 1) {
    const to = statuses[i]!;
    await runStatusHooks(trx, { orderId: order.id, from: statuses[i - 1]!, to });
    if (RELEASING.includes(to)) await releaseOrder(trx, order.id);
  }
  if (steps.length > 0)
    await notifyOrderStatus(
      trx,
      steps.map((to) => statusNotice(order.userId, order.id, to, at)),
    );
  return last;
}

/**
 * Like changeOrderStatus, but an order that cannot make this move (missing, or meanwhile cancelled) is left as it is
 * and false comes back: a payment event never reopens an order a person closed.
 */
export async function changeOrderStatusIfAllowed(
  trx: Db,
  orderId: number,
  to: OrderStatus,
  options: { message?: string | null; now?: Date } = {},
): Promise<boolean> {
  const order = await findOrderState(trx, orderId);
  if (!order || !isOrderStatus(order.status) || !canTransition(order.status, to)) return false;
  return changeOrderStatus(trx, orderId, to, options);
}
