import type { GraphQLContext } from '../../graphql/context.js';
import { publicConfig, resolveStore } from './service.js';

export const storesResolvers = {
  Query: {
    async config(_: unknown, args: { url?: string | null }, ctx: GraphQLContext) {
      const store = args.url ? await resolveStore(ctx.db, args.url, ctx.config.defaultStore) : ctx.store;
      return store ? publicConfig(ctx.db, store) : null;
    },
  },
};
