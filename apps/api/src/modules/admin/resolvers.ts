import type { GraphQLContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/generated/resolvers.js';
import { userError } from '../../lib/errors.js';
import { parseId } from '../stores/scope.js';
import { advanceOrder, approveCompany, markOrderPaid } from './service.js';

/** The signed-in admin of this store; anyone else is refused (customers must not learn these exist for them). */
async function adminStore(ctx: GraphQLContext): Promise<number> {
  const user = await ctx.user();
  if (user.role !== 'admin' || !ctx.store || user.storeId !== ctx.store.id) throw userError('error.forbidden', 403);
  return ctx.store.id;
}

const orderId = (raw: string) => parseId(raw) ?? 0;

export const adminResolvers: Resolvers = {
  Mutation: {
    adminUpdateOrderStatus: async (_parent, args, ctx) =>
      advanceOrder(ctx.db, await adminStore(ctx), orderId(args.id), args.status, args.message),
    adminMarkOrderPaid: async (_parent, args, ctx) => markOrderPaid(ctx.db, await adminStore(ctx), orderId(args.id)),
    adminApproveCompany: async (_parent, args, ctx) =>
      (await approveCompany(ctx.db, await adminStore(ctx), args.email)).id,
  },
};
