import { t, type OrderStatus } from '@store/core';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';
import { statusTransaction } from '../order-status/after-commit.js';
import { changeOrderStatusIfAllowed } from '../order-status/change-status.js';
import type { PaymentEvent } from './gateway.js';
import { findPaymentByExternalId, findPaymentById, movePayment, recordEvent, type PaymentRow } from './repository.js';

export type EventOutcome = 'applied' | 'duplicate' | 'ignored' | 'not_found';

type Target = { externalId: string } | { paymentId: number };

/** Statuses a payment cannot leave by a refusal or expiry: money already taken stays taken. */
const SETTLED = ['paid', 'approved'] as const;

async function moveOrder(trx: Db, orderId: number, to: OrderStatus, message: string, at: Date): Promise<void> {
  // A paid order that was meanwhile cancelled keeps its status: a person refunds it, the webhook does not reopen it.
  await changeOrderStatusIfAllowed(trx, orderId, to, { message, now: at });
}

async function apply(trx: Db, payment: PaymentRow, kind: PaymentEvent['kind'], now: Date): Promise<EventOutcome> {
  const at = nowIso(now);
  if (kind === 'paid') {
    if (!(await movePayment(trx, payment.id, 'paid', ['paid'], at))) return 'ignored';
    await moveOrder(trx, payment.orderId, 'pagamento_aprovado', t('pt-BR', 'payment.confirmed'), now);
    return 'applied';
  }
  if (kind === 'refused' || kind === 'expired') {
    if (!(await movePayment(trx, payment.id, kind, [...SETTLED, kind], at))) return 'ignored';
    await moveOrder(
      trx,
      payment.orderId,
      'pagamento_rejeitado',
      t('pt-BR', kind === 'expired' ? 'payment.expired' : 'payment.declined'),
      now,
    );
    return 'applied';
  }
  return 'ignored';
}

/**
 * Applies one payment event exactly once, in one transaction: records (gateway, event id), moves the payment and
 * moves the order through changeOrderStatus. A replayed event id changes nothing; an unknown payment writes nothing.
 */
export async function applyPaymentEvent(
  db: Db,
  input: { gateway: string; eventId: string; kind: PaymentEvent['kind']; target: Target; now?: Date },
): Promise<{ outcome: EventOutcome; paymentId?: number; orderId?: number }> {
  const now = input.now ?? new Date();
  const run = async (trx: Db) => {
    const payment =
      'paymentId' in input.target
        ? await findPaymentById(trx, input.target.paymentId)
        : await findPaymentByExternalId(trx, input.gateway, input.target.externalId);
    if (!payment) return { outcome: 'not_found' as const };
    const ids = { paymentId: payment.id, orderId: payment.orderId };
    // Only what the store acted on is kept: the kind and the payment, never the gateway's whole body.
    const payload = JSON.stringify({ kind: input.kind, paymentId: payment.id });
    const first = await recordEvent(trx, {
      gateway: input.gateway,
      eventId: input.eventId,
      payload,
      receivedAt: nowIso(now),
    });
    if (!first) return { outcome: 'duplicate' as const, ...ids };
    return { outcome: await apply(trx, payment, input.kind, now), ...ids };
  };
  // on its own transaction the customer's push goes once the change commits; inside a caller's, as the caller says
  return db.isTransaction ? run(db) : statusTransaction(db, run);
}
