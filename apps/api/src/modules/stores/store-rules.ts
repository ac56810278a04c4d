import { z } from 'zod';
import { keyOr, parseJsonColumn } from '../../lib/json-column.js';
import type { StoreRow } from './repository.js';

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

const flag = (key: string) => keyOr(`stores.config.${key}`, z.boolean().optional(), undefined);
const listId = (key: string) => keyOr(`stores.config.listPrice.${key}`, z.number().int().positive().nullish(), null);

/** `stores.config`: the keys the server acts on; other keys (links, docs) pass through for the storefront. */
const storeConfigSchema = z.looseObject({
  ignoreStock: flag('ignoreStock'),
  hideItemsWithoutStock: flag('hideItemsWithoutStock'),
  listPriceCompanyUsers: flag('listPriceCompanyUsers'),
  listPrice: keyOr(
    'stores.config.listPrice',
    z.looseObject({ id: listId('id'), isentoId: listId('isentoId') }).nullish(),
    null,
  ),
  // any value but false turns the store-wide discount on (a percent, a label, true)
  storeDiscount: z.unknown().optional(),
  deliveryDeadline: keyOr(
    'stores.config.deliveryDeadline',
    z.looseObject({ value: z.number(), type: z.string().optional() }).nullish(),
    null,
  ),
  links: keyOr('stores.config.links', z.looseObject({ docs: z.array(z.unknown()).optional() }).optional(), undefined),
});

export type StoreConfigColumn = z.output<typeof storeConfigSchema>;

// A row is parsed once however many rules are asked of it during a request.
const parsed = new WeakMap<object, StoreConfigColumn>();

/** The store's config column, parsed by its schema; a bad stored value reads as an empty config (and is logged). */
export function storeConfig(store: Pick<StoreRow, 'config'>): StoreConfigColumn {
  let config = parsed.get(store);
  if (!config) {
    config = parseJsonColumn('stores.config', storeConfigSchema, store.config, {});
    parsed.set(store, config);
  }
  return config;
}

export function storeRules(store: Pick<StoreRow, 'config'>): StoreRules {
  const raw = storeConfig(store);
  return {
    ignoreStock: raw.ignoreStock === true,
    hideItemsWithoutStock: raw.hideItemsWithoutStock === true,
    listPriceCompanyUsers: raw.listPriceCompanyUsers === true,
    companyPriceListId: raw.listPrice?.id ?? null,
    exemptPriceListId: raw.listPrice?.isentoId ?? null,
    storeDiscount: raw.storeDiscount != null && raw.storeDiscount !== false,
  };
}
