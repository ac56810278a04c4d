import type { Db } from '../../db/database.js';
import type { OrderStatus } from '@store/core';
import { openOrderStatus } from '../order-status/change-status.js';
import type { Gateways } from '../payments/create-gateways.js';
import { startPayment } from '../payments/service.js';
import { parseId } from '../stores/scope.js';
import type { CheckoutChoices } from './checkout-choices.js';
import type { CreateOrderArgs } from './order-input.js';

type PaidOrder = { id: number; storeId: number; userId: number; total: number };

/** The card fields of the input as the payment service takes them (the number only ever as the gateway's token). */
function cardOf(card: CreateOrderArgs['paymentCard']) {
  if (!card) return null;
  return {
    numberToken: card.encrypted ?? null,
    userPaymentCardId: card.userPaymentCardId ?? null,
    holderName: card.cardHolderName ?? null,
    securityCode: card.cardSecurityCode ?? null,
    expiryMonth: card.expiryMonth ?? null,
    expiryYear: card.expiryYear ?? null,
    authenticationMethodId: card.authenticationMethodId ?? null,
    authenticationMethodType: card.authenticationMethodType ?? null,
    billingAddressId: parseId(card.billingAddressId),
    save: card.store === true,
  };
}

/**
 * Starts the order's payment with the chosen method and moves the new order on from 'pendente': cash to
 * 'processando', the others to 'pagamento_pendente', then 'pagamento_aprovado' or 'pagamento_autorizado' when the
 * gateway says so at once. Returns the status the order is left in. A refused payment throws, and the caller's
 * transaction rolls the whole order back.
 */
export async function payOrder(
  trx: Db,
  gateways: Gateways,
  order: PaidOrder,
  method: CheckoutChoices['method'],
  args: CreateOrderArgs,
): Promise<OrderStatus> {
  const outcome = await startPayment(trx, {
    gateways,
    order,
    method,
    billingType: args.billingType ?? args.paymentCard?.type ?? null,
    installments: args.paymentCard?.installments ?? 1,
    changeFor: args.changeFor ?? null,
    card: cardOf(args.paymentCard),
  });
  const steps: OrderStatus[] =
    method.type === 'simple'
      ? ['processando']
      : outcome.status === 'approved'
        ? ['pagamento_pendente', 'pagamento_aprovado']
        : outcome.status === 'authorized'
          ? ['pagamento_pendente', 'pagamento_autorizado']
          : ['pagamento_pendente'];
  return openOrderStatus(trx, { id: order.id, userId: order.userId, status: 'pendente' }, steps);
}
