import type { Db } from '../../db/database.js';
import { supportedNetworks, supportedTypes } from '../../db/json-columns.js';
import type { PaymentMethod } from '../../graphql/generated/resolvers.js';
import type { StoreRow } from '../stores/repository.js';
import type { MethodRow } from './card-input.js';
import { listPaymentMethods } from './repository.js';

/** Spec 3 'Payment method'; the instalment keys keep the snake_case names the storefront reads. */
export function toPaymentMethod(row: MethodRow): PaymentMethod {
  return {
    id: row.id,
    type: row.type,
    label: row.label,
    gateway: row.gateway,
    supportedTypes: supportedTypes(row.supportedTypes),
    supportedNetworks: supportedNetworks(row.supportedNetworks),
    installments: { number_installments: row.numberInstallments, min_installment_value: row.minInstallmentValue },
  };
}

/** `paymentMethods(storeId)`: the active methods by sequence. */
export async function paymentMethods(db: Db, store: StoreRow): Promise<PaymentMethod[]> {
  return (await listPaymentMethods(db, store.id)).map(toPaymentMethod);
}
