import type { Db } from '../../db/database.js';
import { parseJson } from '../../lib/json.js';
import type { PaymentMethod } from '../../graphql/generated/resolvers.js';
import type { StoreRow } from '../stores/repository.js';
import type { MethodRow } from './card-input.js';
import { listPaymentMethods } from './repository.js';

const strings = (text: string): string[] => {
  const list = parseJson<unknown>(text, []);
  return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
};

/** Spec 3 'Payment method'; the instalment keys keep the snake_case names the storefront reads. */
export function toPaymentMethod(row: MethodRow): PaymentMethod {
  return {
    id: row.id,
    type: row.type,
    label: row.label,
    gateway: row.gateway,
    supportedTypes: strings(row.supportedTypes),
    supportedNetworks: strings(row.supportedNetworks),
    installments: { number_installments: row.numberInstallments, min_installment_value: row.minInstallmentValue },
  };
}

/** `paymentMethods(storeId)`: the active methods by sequence. */
export async function paymentMethods(db: Db, store: StoreRow): Promise<PaymentMethod[]> {
  return (await listPaymentMethods(db, store.id)).map(toPaymentMethod);
}
