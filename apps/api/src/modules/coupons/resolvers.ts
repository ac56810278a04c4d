import type { Resolvers } from '../../graphql/generated/resolvers.js';
import { storeInScope } from '../stores/scope.js';
import { storeDiscountRules } from './discount-rules.js';

export const couponsResolvers: Resolvers = {
  Query: {
    async discountRules(_parent, args, ctx) {
      const store = storeInScope(ctx.store, args.storeId);
      return store ? storeDiscountRules(ctx.db, store) : [];
    },
  },
};
