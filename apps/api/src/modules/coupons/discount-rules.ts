import { visibleDiscountRules, type DiscountRule } from '@store/core';
import type { Db } from '../../db/database.js';
import { storeRules } from '../stores/store-rules.js';
import { toPaymentMethod } from '../payments/payment-methods.js';
import type { DiscountRule as DiscountRuleType } from '../../graphql/generated/resolvers.js';
import type { StoreRow } from '../stores/repository.js';
import { listDiscountRules } from './repository.js';

/** The schema's DiscountRule that is also a core DiscountRule. */
export type DiscountRuleView = DiscountRule & DiscountRuleType;

/**
 * Spec 3 'Discount rule': the store's payment-method discounts, none under a store-wide discount (spec 9,
 * core `visibleDiscountRules`). Each is also a core DiscountRule, so `paymentDiscount` takes them as they are.
 */
export async function storeDiscountRules(db: Db, store: StoreRow): Promise<DiscountRuleView[]> {
  const storeWideDiscount = storeRules(store).storeDiscount;
  const rows = await listDiscountRules(db, store.id);
  const rules = rows.map((row) => ({
    id: String(row.ruleId),
    discountType: row.discountType,
    discountValue: row.discountValue,
    isDefault: row.isDefault === 1,
    paymentMethodId: String(row.id),
    paymentMethod: toPaymentMethod(row),
  }));
  const visible = new Set(visibleDiscountRules(rules, { storeWideDiscount }));
  return rules.filter((rule) => visible.has(rule));
}
