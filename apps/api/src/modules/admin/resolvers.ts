import type { GraphQLContext } from '../../graphql/context.js';
import { userError } from '../../lib/errors.js';
import { parseId } from '../stores/scope.js';
import { advanceOrder, approveCompany, markOrderPaid } from './service.js';

/** The signed-in admin of this store; anyone else is refused (customers must not learn these exist for them). */
async function adminStore(ctx: GraphQLContext): Promise<number> {
  const user = await ctx.user();
  if (user.role !== 'admin' || !ctx.store || user.storeId !== ctx.store.id) throw userError('Acesso negado', 'forbidden', 403);
  return ctx.store.id;
}

const orderId = (raw: string) => parseId(raw) ?? 0;

export const adminResolvers = {
  Mutation: {
    adminUpdateOrderStatus: async (_: unknown, args: { id: string; status: string; message?: string | null }, ctx: GraphQLContext) =>
      advanceOrder(ctx.db, await adminStore(ctx), orderId(args.id), args.status, args.message),
    adminMarkOrderPaid: async (_: unknown, args: { id: string }, ctx: GraphQLContext) => markOrderPaid(ctx.db, await adminStore(ctx), orderId(args.id)),
    adminApproveCompany: async (_: unknown, args: { email: string }, ctx: GraphQLContext) => (await approveCompany(ctx.db, await adminStore(ctx), args.email)).id,
  },
};
