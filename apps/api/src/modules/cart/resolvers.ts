import type { GraphQLContext } from '../../graphql/context.js';
import { authenticationError } from '../../lib/errors.js';
import type { CartItemInput } from './cart-input.js';
import { clearCart, setCartItems, unsetCartItem, viewCart } from './service.js';

/** Every cart call needs a signed-in user (authentication error otherwise), whose store is the request's. */
async function buyer(ctx: GraphQLContext) {
  const user = await ctx.user();
  // requireUser already refuses a request without a store; this only tells the type checker
  if (!ctx.store) throw authenticationError();
  return { user, store: ctx.store };
}

export const cartResolvers = {
  Query: {
    async shoppingCart(_: unknown, _args: unknown, ctx: GraphQLContext) {
      const { user, store } = await buyer(ctx);
      return viewCart(ctx.db, store, user);
    },
  },
  Mutation: {
    async setShoppingCartItem(_: unknown, args: { items: CartItemInput[] }, ctx: GraphQLContext) {
      const { user, store } = await buyer(ctx);
      return setCartItems(ctx.db, store, user, args.items);
    },
    async unsetShoppingCartItem(_: unknown, args: { id: string }, ctx: GraphQLContext) {
      const { user, store } = await buyer(ctx);
      return unsetCartItem(ctx.db, store, user, args.id);
    },
    async clearShoppingCart(_: unknown, _args: unknown, ctx: GraphQLContext) {
      const { user, store } = await buyer(ctx);
      return clearCart(ctx.db, store, user);
    },
  },
};
