import type { GraphQLContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/generated/resolvers.js';
import { userError, validationError } from '../../lib/errors.js';
import { parseId } from '../stores/scope.js';
import { ensureCustomerCode } from './customer-code.js';
import { findCourierOrder, listCourierOrders, DELIVERY_OVER } from './courier-repository.js';
import { assignCourier, failDelivery, finishDelivery, startDelivery } from './couriers.js';
import { courierOrderView } from './courier-view.js';

/** The signed-in user, in the request's store only (a token of another store's user is not enough). */
async function storeUser(ctx: GraphQLContext) {
  const user = await ctx.user();
  if (!ctx.store || user.storeId !== ctx.store.id) throw userError('order.notFound', 404);
  return user;
}

function orderIdOf(raw: string | number): number {
  const id = parseId(raw);
  if (id === null) throw userError('order.notFound', 404);
  return id;
}

export const deliveryResolvers: Resolvers = {
  Order: {
    // the parent is the signed-in customer's own order (order, orders, cancelOrder); checked again by user id
    async deliveryCode(parent, _args, ctx) {
      const user = await ctx.viewer();
      const id = parseId(parent.id);
      return user && id !== null ? ensureCustomerCode(ctx.db, id, user.id) : null;
    },
  },
  Query: {
    async courierOrders(_parent, _args, ctx) {
      const user = await storeUser(ctx);
      if (user.role !== 'courier') return [];
      return (await listCourierOrders(ctx.db, user.storeId, user.id)).map(courierOrderView);
    },
    async courierOrder(_parent, args, ctx) {
      const user = await storeUser(ctx);
      const id = parseId(args.id);
      if (user.role !== 'courier' || id === null) return null;
      const row = await findCourierOrder(ctx.db, user.storeId, user.id, id);
      return row && !DELIVERY_OVER.includes(row.status) ? courierOrderView(row) : null;
    },
  },
  Mutation: {
    startDelivery: async (_parent, args, ctx) =>
      courierOrderView(await startDelivery(ctx.db, await storeUser(ctx), orderIdOf(args.orderId))),
    finishDelivery: async (_parent, args, ctx) =>
      courierOrderView(await finishDelivery(ctx.db, await storeUser(ctx), orderIdOf(args.orderId), args.code)),
    failDelivery: async (_parent, args, ctx) =>
      courierOrderView(await failDelivery(ctx.db, await storeUser(ctx), orderIdOf(args.orderId), args.reason)),
    async assignCourier(_parent, args, ctx) {
      const user = await storeUser(ctx);
      const courierId = parseId(args.courierId);
      if (courierId === null) throw validationError({ courierId: 'delivery.notCourier' }, 'delivery.notCourier');
      await assignCourier(ctx.db, user, orderIdOf(args.orderId), courierId);
      return true;
    },
  },
};
