import type { GraphQLContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/generated/resolvers.js';
import { authenticationError } from '../../lib/errors.js';
import { clearCart, setCartItems, unsetCartItem, viewCart } from './service.js';

/** Every cart call needs a signed-in user (authentication error otherwise), whose store is the request's. */
async function buyer(ctx: GraphQLContext) {
  const user = await ctx.user();
  // requireUser already refuses a request without a store; this only tells the type checker
  if (!ctx.store) throw authenticationError();
  return { user, store: ctx.store };
}

export const cartResolvers: Resolvers = {
  Query: {
    async shoppingCart(_parent, _args, ctx) {
      const { user, store } = await buyer(ctx);
      return viewCart(ctx.db, store, user);
    },
  },
  Mutation: {
    async setShoppingCartItem(_parent, args, ctx) {
      const { user, store } = await buyer(ctx);
      return setCartItems(ctx.db, store, user, args.items);
    },
    async unsetShoppingCartItem(_parent, args, ctx) {
      const { user, store } = await buyer(ctx);
      return unsetCartItem(ctx.db, store, user, args.id);
    },
    async clearShoppingCart(_parent, _args, ctx) {
      const { user, store } = await buyer(ctx);
      return clearCart(ctx.db, store, user);
    },
  },
};
