import { parseJson } from '../../lib/json.js';
import type { StoreRow } from '../stores/repository.js';

/** The rules a store's `config` JSON carries, with safe defaults for anything missing. */
export type StoreRules = {
  ignoreStock: boolean;
  hideItemsWithoutStock: boolean;
  listPriceCompanyUsers: boolean;
  companyPriceListId: number | null;
  exemptPriceListId: number | null;
  /** a store-wide discount hides the payment-method discount rules (spec 9) */
  storeDiscount: boolean;
};

type RawConfig = {
  ignoreStock?: unknown;
  hideItemsWithoutStock?: unknown;
  listPriceCompanyUsers?: unknown;
  listPrice?: { id?: unknown; isentoId?: unknown } | null;
  storeDiscount?: unknown;
};

const idOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null);

export function storeRules(store: Pick<StoreRow, 'config'>): StoreRules {
  const raw = parseJson<RawConfig>(store.config, {});
  return {
    ignoreStock: raw.ignoreStock === true,
    hideItemsWithoutStock: raw.hideItemsWithoutStock === true,
    listPriceCompanyUsers: raw.listPriceCompanyUsers === true,
    companyPriceListId: idOrNull(raw.listPrice?.id),
    exemptPriceListId: idOrNull(raw.listPrice?.isentoId),
    storeDiscount: raw.storeDiscount != null && raw.storeDiscount !== false,
  };
}
