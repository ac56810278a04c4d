import type { GraphQLContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/generated/resolvers.js';
import { authenticationError } from '../../lib/errors.js';
import { limitOrRefuse } from '../../lib/rate-limit.js';
import { validateDiscountCoupon } from '../coupons/validate-coupon.js';
import { storeInScope } from '../stores/scope.js';
import { clearCart, couponLines, setCartItems, unsetCartItem, viewCart } from './service.js';

/** A shopper tries a handful of codes; a guesser tries thousands. */
const COUPON_CHECKS_PER_WINDOW = 60;

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
    async validateDiscountCoupon(_parent, args, ctx) {
      // every check counts, aliases and batches included, so codes cannot be guessed by the thousand
      await limitOrRefuse(
        ctx.services.rateLimiter,
        `coupon:${ctx.store?.id ?? 0}:${ctx.request.ip}`,
        COUPON_CHECKS_PER_WINDOW,
        10 * 60,
      );
      // another store's id: its coupons are not valid here ('Cupom não é válido')
      const viewer = await ctx.viewer();
      return validateDiscountCoupon(ctx.db, storeInScope(ctx.store, args.storeId), {
        userId: viewer?.id ?? null,
        code: args.couponCode,
        skipUserValidation: args.skipUserValidation === true,
        lines: (store) => couponLines(ctx.db, store, viewer, args.items),
      });
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
