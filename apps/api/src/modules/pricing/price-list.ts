import type { StoreRules } from '../stores/store-rules.js';

type Buyer = { isCompany: number; companyVerifiedAt: string | null; isento: number } | null;

/**
 * The company price list a buyer is entitled to (spec 6): only a company the store has verified, and only
 * when the store enables company prices; an exempt (ISENTO) company gets the exempt list when there is one.
 * Everyone else: null, whatever list a client asks for.
 */
export function entitledPriceListId(rules: StoreRules, buyer: Buyer): number | null {
  if (!buyer || buyer.isCompany !== 1 || !buyer.companyVerifiedAt || !rules.listPriceCompanyUsers) return null;
  if (buyer.isento === 1 && rules.exemptPriceListId !== null) return rules.exemptPriceListId;
  return rules.companyPriceListId;
}
