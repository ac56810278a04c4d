import type { GraphQLContext } from '../../graphql/context.js';
import type { Brand } from '../../graphql/generated/resolvers.js';
import { loaderFor } from './batch-loader.js';
import * as repo from './repository.js';

export const toBrand = (b: repo.BrandRow): Brand => ({ ...b, active: b.active === 1 });

/** The request's brand loader: one query for the brands of a page, none for a brand primed by `item`. */
export function brandLoader(ctx: GraphQLContext) {
  return loaderFor(ctx, 'brands', async (ids: readonly number[]) => {
    const rows = await repo.brandsByIds(ctx.db, ids);
    return new Map(rows.map((b) => [b.id, toBrand(b)]));
  });
}
