import type { Resolvers } from '../../graphql/generated/resolvers.js';
import { limitOrRefuse } from '../../lib/rate-limit.js';
import { storeInScope } from '../stores/scope.js';
import { storeDiscountRules } from './discount-rules.js';
import { validateDiscountCoupon } from './validate.js';

/** A shopper tries a handful of codes; a guesser tries thousands. */
const COUPON_CHECKS_PER_WINDOW = 60;

export const couponsResolvers: Resolvers = {
  Query: {
    async discountRules(_parent, args, ctx) {
      const store = storeInScope(ctx.store, args.storeId);
      return store ? storeDiscountRules(ctx.db, store) : [];
    },
    async validateDiscountCoupon(_parent, args, ctx) {
      // every check counts, aliases and batches included, so codes cannot be guessed by the thousand
      await limitOrRefuse(ctx.services.rateLimiter, `coupon:${ctx.store?.id ?? 0}:${ctx.request.ip}`, COUPON_CHECKS_PER_WINDOW, 10 * 60);
      // another store's id: its coupons are not valid here ('Cupom não é válido')
      return validateDiscountCoupon(ctx.db, storeInScope(ctx.store, args.storeId), await ctx.viewer(), args);
    },
  },
};
