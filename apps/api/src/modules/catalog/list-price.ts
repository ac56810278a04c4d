import type { GraphQLContext } from '../../graphql/context.js';
import { entitledPriceListId } from '../pricing/price-list.js';
import type { StoreRules } from '../stores/store-rules.js';
import { parseId } from '../stores/scope.js';

/**
 * The list whose prices this request shows: the list the viewer is entitled to (spec 6, decided once in
 * pricing/price-list.ts). The client's `listPriceId` can only confirm that list, never pick another:
 * asking for any other list shows no list price at all.
 */
function effectiveListId(entitled: number | null, requested: string | number | null | undefined): number | null {
  if (entitled === null) return null;
  if (requested == null || requested === '') return entitled;
  return parseId(requested) === entitled ? entitled : null;
}

/** Looks the viewer up only when the store shows company prices: anonymous browsing costs no query. */
export async function listIdFor(
  ctx: GraphQLContext,
  rules: StoreRules,
  requested: string | number | null | undefined,
): Promise<number | null> {
  if (!rules.listPriceCompanyUsers) return null;
  return effectiveListId(entitledPriceListId(rules, await ctx.viewer()), requested);
}
