import { msg } from '@store/core';
import type { Db } from '../../db/database.js';
import { userError, validationError } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import { freeText } from '../../lib/validation.js';
import { statusTransaction } from '../order-status/after-commit.js';
import { changeOrderStatus } from '../order-status/change-status.js';
import { STORE_ROLES, type DeliveryUser } from './access.js';
import {
  claimCodeTry,
  DELIVERY_OVER,
  findCodeLock,
  findCourierOrder,
  findStoreCourier,
  findStoreOrderForAssignment,
  lockCodeTries,
  setOrderCourier,
  UNDER_WAY,
  type CourierOrderRow,
} from './courier-repository.js';
import { CODE_RULES, codesMatch, isCodeShape, lockedUntil, minutesLeft } from './delivery-code.js';
import { courierReplaced } from './courier-events.js';

/** Orders a courier may take out: approved, or processing in a store that hands them over directly. */
const STARTABLE: readonly string[] = ['aprovado', 'processando'];
const REASON_MAX = 300;

const notFound = () => userError('order.notFound', 404);

/** The signed-in courier's order, over or not; anyone else's answers like a missing one. */
async function courierOrder(db: Db, courier: DeliveryUser, orderId: number): Promise<CourierOrderRow> {
  if (courier.role !== 'courier') throw notFound();
  const order = await findCourierOrder(db, courier.storeId, courier.id, orderId);
  if (!order) throw notFound();
  return order;
}

/** Admin or staff of the store hands an order to one of its couriers (again, to change courier before it is over). */
export async function assignCourier(
  db: Db,
  actor: DeliveryUser,
  orderId: number,
  courierId: number,
  now = new Date(),
): Promise<void> {
  if (!STORE_ROLES.has(actor.role)) throw userError('error.forbidden', 403);
  const order = await findStoreOrderForAssignment(db, actor.storeId, orderId);
  if (!order) throw notFound();
  if (DELIVERY_OVER.includes(order.status)) throw userError('delivery.cannotStart', 409);
  const courier = await findStoreCourier(db, actor.storeId, { id: courierId });
  if (!courier) throw validationError({ courierId: 'delivery.notCourier' }, 'delivery.notCourier');
  await setOrderCourier(db, orderId, courier.id, nowIso(now));
  if (order.courierId !== null && order.courierId !== courier.id)
    await courierReplaced({ orderId, courierId: courier.id });
}

/** Courier: the order goes out for delivery (status history, customer notified) with a new 4-digit code for the customer. */
export async function startDelivery(
  db: Db,
  courier: DeliveryUser,
  orderId: number,
  now = new Date(),
): Promise<CourierOrderRow> {
  const order = await courierOrder(db, courier, orderId);
  if (UNDER_WAY.includes(order.status)) return order; // tapping twice is harmless and keeps the customer's code
  if (!STARTABLE.includes(order.status)) throw userError('delivery.cannotStart', 409);
  // the fresh code and the clean start come with the status change (status-effects.ts)
  await statusTransaction(db, (trx) => changeOrderStatus(trx, orderId, 'saiu_entrega', { now }));
  return courierOrder(db, courier, orderId);
}

/**
 * Courier: delivered, only with the code the customer reads on the order page. Wrong codes are counted; the
 * fifth locks tries for 15 minutes, so the 10,000 codes cannot be walked through.
 */
export async function finishDelivery(
  db: Db,
  courier: DeliveryUser,
  orderId: number,
  code: string,
  now = new Date(),
): Promise<CourierOrderRow> {
  const order = await courierOrder(db, courier, orderId);
  if (!UNDER_WAY.includes(order.status)) throw userError('delivery.notUnderWay', 409);
  if (!isCodeShape(code)) throw validationError({ code: 'delivery.codeFormat' }, 'delivery.codeFormat');
  // the try is taken before comparing, in one statement: concurrent tries (a batched request) cannot all see 5 left
  const claim = await claimCodeTry(db, orderId, CODE_RULES.maxTries, nowIso(now));
  if (!claim) {
    const locked = await findCodeLock(db, orderId);
    throw userError(
      msg('delivery.codeLocked', { minutes: locked ? minutesLeft(locked, now) : CODE_RULES.lockMinutes }),
      429,
    );
  }
  if (!claim.deliveryCode || !codesMatch(claim.deliveryCode, code)) {
    if (claim.tries >= CODE_RULES.maxTries) {
      await lockCodeTries(db, orderId, lockedUntil(now));
      throw userError(msg('delivery.codeLocked', { minutes: CODE_RULES.lockMinutes }), 429);
    }
    const wrong = msg('delivery.codeWrong', { left: CODE_RULES.maxTries - claim.tries });
    throw validationError({ code: wrong }, wrong);
  }
  // the code is forgotten and the tracking ends with the status change (status-effects.ts)
  await statusTransaction(db, (trx) => changeOrderStatus(trx, orderId, 'entregue', { now }));
  return courierOrder(db, courier, orderId);
}

/** Courier: not delivered, with the reason the customer reads in the order's history. */
export async function failDelivery(
  db: Db,
  courier: DeliveryUser,
  orderId: number,
  rawReason: string,
  now = new Date(),
): Promise<CourierOrderRow> {
  const order = await courierOrder(db, courier, orderId);
  const reason = rawReason.trim();
  if (reason === '') throw validationError({ reason: 'delivery.reasonRequired' }, 'delivery.reasonRequired');
  const problem = freeText(reason, REASON_MAX);
  if (problem) throw validationError({ reason: problem }, problem);
  if (!UNDER_WAY.includes(order.status)) throw userError('delivery.notUnderWay', 409);
  await statusTransaction(db, (trx) => changeOrderStatus(trx, orderId, 'nao_entregue', { message: reason, now }));
  return courierOrder(db, courier, orderId);
}

/** Admin command: `order:assign <orderId> <courierEmail>` in the order's own store. */
export async function assignCourierByEmail(
  db: Db,
  orderId: number,
  email: string,
  now = new Date(),
): Promise<{ storeId: number; courierId: number }> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'storeId', 'status'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw notFound();
  const courier = await findStoreCourier(db, order.storeId, { email });
  if (!courier) throw validationError({ courierId: 'delivery.notCourier' }, 'delivery.notCourier');
  await assignCourier(db, { id: 0, storeId: order.storeId, role: 'admin' }, orderId, courier.id, now);
  return { storeId: order.storeId, courierId: courier.id };
}
