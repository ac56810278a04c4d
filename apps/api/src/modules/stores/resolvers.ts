import type { Resolvers } from '../../graphql/generated/resolvers.js';
import { storeInScope } from './scope.js';
import { publicConfig, resolveStore, storeProfile } from './service.js';

export const storesResolvers: Resolvers = {
  Query: {
    async config(_parent, args, ctx) {
      const store = args.url ? await resolveStore(ctx.db, args.url, ctx.config.defaultStore) : ctx.store;
      return store ? publicConfig(ctx.db, store, ctx.config.mapTiles) : null;
    },
    async store(_parent, args, ctx) {
      const store = storeInScope(ctx.store, args.id);
      return store ? storeProfile(ctx.db, store) : null;
    },
  },
};
