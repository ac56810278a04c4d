import type { GraphQLContext } from '../../graphql/context.js';
import { limitOrRefuse } from '../../lib/rate-limit.js';
import { storeInScope } from '../stores/scope.js';
import { storeDiscountRules } from './discount-rules.js';
import { validateDiscountCoupon, type ValidateCouponArgs } from './validate.js';

/** A shopper tries a handful of codes; a guesser tries thousands. */
const COUPON_CHECKS_PER_WINDOW = 60;

export const couponsResolvers = {
  Query: {
    async discountRules(_: unknown, args: { storeId?: string | null }, ctx: GraphQLContext) {
      const store = storeInScope(ctx.store, args.storeId);
      return store ? storeDiscountRules(ctx.db, store) : [];
    },
    async validateDiscountCoupon(_: unknown, args: ValidateCouponArgs & { storeId?: string | null }, ctx: GraphQLContext) {
      // every check counts, aliases and batches included, so codes cannot be guessed by the thousand
      await limitOrRefuse(ctx.services.rateLimiter, `coupon:${ctx.store?.id ?? 0}:${ctx.request.ip}`, COUPON_CHECKS_PER_WINDOW, 10 * 60);
      // another store's id: its coupons are not valid here ('Cupom não é válido')
      return validateDiscountCoupon(ctx.db, storeInScope(ctx.store, args.storeId), await ctx.viewer(), args);
    },
  },
};
