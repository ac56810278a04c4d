import type { Resolvers } from '../../graphql/generated/resolvers.js';
import { parseId } from '../stores/scope.js';
import { customerDelivery } from './customer-delivery.js';
import { deliveryTicket } from './ticket-resolvers.js';

export const trackingResolvers: Resolvers = {
  Order: {
    // the parent is the signed-in customer's own order (order, orders, cancelOrder); checked again by user id
    async delivery(parent, _args, ctx) {
      const user = await ctx.viewer();
      const id = parseId(parent.id);
      return user && id !== null ? customerDelivery(ctx.db, id, user.id) : null;
    },
  },
  Mutation: {
    deliveryTicket: async (_parent, args, ctx) => deliveryTicket(ctx, args.orderId),
  },
};
