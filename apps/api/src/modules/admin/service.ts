import { isOrderStatus, msg, t, validateNoCardNumber, withTexts, type OrderStatus } from '@store/core';
import type { Db } from '../../db/database.js';
import { userError, validationError } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import { assertValid } from '../../lib/validation.js';
import { statusTransaction } from '../order-status/after-commit.js';
import { changeOrderStatus } from '../order-status/change-status.js';
import { markPaymentPaid } from '../payments/service.js';
import { insertNotification } from '../accounts/notification-repository.js';
import { updateUser } from '../accounts/user-repository.js';
import { findCustomerByEmail, findPendingPayment, findStoreOrder, orderStatusOf } from './repository.js';

/*
 * Back-office operations the spec leaves out, so every state the storefront shows can be reached without a
 * database editor: used by the admin GraphQL mutations and by `npm run admin`. Each takes the store it acts in,
 * so an admin of one store cannot touch another's orders or customers.
 */

async function orderInStore(db: Db, storeId: number, orderId: number) {
  const order = await findStoreOrder(db, storeId, orderId);
  if (!order) throw userError('order.notFound', 404);
  return order;
}

/** Moves an order along the transitions table: `advanceOrder(db, 1, 12, 'saiu_entrega')`. */
export async function advanceOrder(
  db: Db,
  storeId: number,
  orderId: number,
  status: string,
  message?: string | null,
): Promise<string> {
  if (!isOrderStatus(status))
    throw validationError({ status: msg('order.unknownStatus', { status }) }, msg('order.unknownStatus', { status }));
  // the message is shown to the customer in the order's history
  assertValid({ message: validateNoCardNumber(message) });
  await statusTransaction(db, async (trx) => {
    await orderInStore(trx, storeId, orderId);
    await changeOrderStatus(trx, orderId, status as OrderStatus, { message: message ?? null });
  });
  return status;
}

/** Marks the order's pending Pix, boleto or link payment paid, through the same path a gateway notification takes. */
export async function markOrderPaid(db: Db, storeId: number, orderId: number): Promise<string> {
  await orderInStore(db, storeId, orderId);
  const payment = await findPendingPayment(db, orderId);
  if (!payment) throw userError('order.noPendingPayment', 409);
  await markPaymentPaid(db, payment.id);
  return orderStatusOf(db, orderId);
}

/** Approves a company customer: from now on it sees the company price list (spec 6). */
export async function approveCompany(db: Db, storeId: number, email: string): Promise<{ id: number; email: string }> {
  const user = await findCustomerByEmail(db, storeId, email);
  if (!user) throw userError('account.customerNotFound', 404);
  if (user.isCompany !== 1) throw validationError({ email: 'account.notCompany' }, 'account.notCompany');
  if (!user.companyVerifiedAt) {
    const now = nowIso();
    await db.transaction().execute(async (trx) => {
      await updateUser(trx, user.id, { companyVerifiedAt: now, updatedAt: now });
      await insertNotification(trx, {
        userId: user.id,
        type: 'company_approved',
        title: t('pt-BR', 'notification.companyApprovedTitle'),
        message: t('pt-BR', 'notification.companyApproved'),
        payload: JSON.stringify(
          withTexts({}, msg('notification.companyApprovedTitle'), msg('notification.companyApproved')),
        ),
        readed: 0,
        createdAt: now,
      });
    });
  }
  return { id: user.id, email: user.email };
}
