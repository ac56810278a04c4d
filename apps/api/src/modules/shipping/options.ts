import type { Db } from '../../db/database.js';
import type { StoreRow } from '../stores/repository.js';
import { parseId } from '../stores/scope.js';
import { toPaymentMethod } from '../payments/payment-methods.js';
import { listShippingOptions, paymentMethodsOfOptions, type ShippingOptionRow } from './repository.js';
import type { ShippingOption } from '../../graphql/generated/resolvers.js';

/** Options with their payment methods: two queries whatever the number of options. */
async function withPaymentMethods(db: Db, options: readonly ShippingOptionRow[]): Promise<ShippingOption[]> {
  const links = await paymentMethodsOfOptions(
    db,
    options.map((o) => o.id),
  );
  return options.map((o) => ({
    id: o.id,
    type: o.type,
    label: o.label,
    amount: o.amount,
    usePostalCodes: o.usePostalCodes === 1,
    paymentMethods: links.filter((m) => m.shippingOptionId === o.id).map(toPaymentMethod),
  }));
}

/** `shippingOptions(storeId)`: the active options by sequence, each with the payment methods it accepts. */
export async function shippingOptions(db: Db, store: StoreRow): Promise<ShippingOption[]> {
  return withPaymentMethods(db, await listShippingOptions(db, store.id));
}

/** `shippingOption(id)`: one active option of the store, or null (unknown, inactive or another store's). */
export async function shippingOption(db: Db, store: StoreRow, rawId: string | number): Promise<ShippingOption | null> {
  const id = parseId(rawId);
  if (id === null) return null;
  const [view] = await withPaymentMethods(db, await listShippingOptions(db, store.id, [id]));
  return view ?? null;
}
