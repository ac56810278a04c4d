import type { GraphQLContext } from '../../graphql/context.js';
import { storeInScope } from './scope.js';
import { publicConfig, resolveStore, storeProfile } from './service.js';

export const storesResolvers = {
  Query: {
    async config(_: unknown, args: { url?: string | null }, ctx: GraphQLContext) {
      const store = args.url ? await resolveStore(ctx.db, args.url, ctx.config.defaultStore) : ctx.store;
      return store ? publicConfig(ctx.db, store) : null;
    },
    async store(_: unknown, args: { id: string }, ctx: GraphQLContext) {
      const store = storeInScope(ctx.store, args.id);
      return store ? storeProfile(ctx.db, store) : null;
    },
  },
};
