import type { Resolvers } from '../../graphql/generated/resolvers.js';
import { storeInScope } from '../stores/scope.js';
import { shippingQuotes } from './shipping-quotes.js';

/** Quotes price an item or a subtotal for the viewer before freight: they live with the prices, above shipping. */
export const pricingResolvers: Resolvers = {
  Query: {
    async shippingQuotes(_parent, args, ctx) {
      const store = storeInScope(ctx.store, args.storeId);
      return store ? shippingQuotes(ctx, store, args) : null;
    },
  },
};
