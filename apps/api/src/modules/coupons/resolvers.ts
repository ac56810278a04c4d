import type { GraphQLContext } from '../../graphql/context.js';
import { storeInScope } from '../stores/scope.js';
import { storeDiscountRules } from './discount-rules.js';
import { validateDiscountCoupon, type ValidateCouponArgs } from './validate.js';

export const couponsResolvers = {
  Query: {
    async discountRules(_: unknown, args: { storeId?: string | null }, ctx: GraphQLContext) {
      const store = storeInScope(ctx.store, args.storeId);
      return store ? storeDiscountRules(ctx.db, store) : [];
    },
    async validateDiscountCoupon(_: unknown, args: ValidateCouponArgs & { storeId?: string | null }, ctx: GraphQLContext) {
      // another store's id: its coupons are not valid here ('Cupom não é válido')
      return validateDiscountCoupon(ctx.db, storeInScope(ctx.store, args.storeId), await ctx.viewer(), args);
    },
  },
};
