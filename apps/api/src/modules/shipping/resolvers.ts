import type { GraphQLContext } from '../../graphql/context.js';
import type {
  CoordinatesInput,
  FreightAddressInput,
  QueryShippingOptionArgs,
  Resolvers,
} from '../../graphql/generated/resolvers.js';
import { listAddresses } from '../accounts/address-repository.js';
import { toAddress } from '../accounts/addresses.js';
import { parseId, storeInScope } from '../stores/scope.js';
import { calculateFreight } from './freight.js';
import { paymentMethods } from '../payments/payment-methods.js';
import { pickupPlace } from './pickup.js';
import { shippingOption, shippingOptions } from './options.js';

function coordinatesOf(address: FreightAddressInput | null | undefined): CoordinatesInput | null {
  if (address?.coords) return address.coords;
  if (address?.latitude != null && address.longitude != null)
    return { latitude: address.latitude, longitude: address.longitude };
  return null;
}

const option = async (ctx: GraphQLContext, args: QueryShippingOptionArgs) => {
  const store = storeInScope(ctx.store, args.storeId);
  return store ? shippingOption(ctx.db, store, args.id) : null;
};

export const shippingResolvers: Resolvers = {
  Query: {
    async shippingOptions(_parent, args, ctx) {
      const store = storeInScope(ctx.store, args.storeId);
      return store ? shippingOptions(ctx.db, store) : [];
    },
    shippingOption: (_parent, args, ctx) => option(ctx, args),
    shipping: (_parent, args, ctx) => option(ctx, args),
    async paymentMethods(_parent, args, ctx) {
      const store = storeInScope(ctx.store, args.storeId);
      return store ? paymentMethods(ctx.db, store) : [];
    },
    async storeCheckout(_parent, args, ctx) {
      const store = storeInScope(ctx.store, args.storeId);
      if (!store) return null;
      const viewer = await ctx.viewer();
      const [options, methods, addresses, pickup] = await Promise.all([
        shippingOptions(ctx.db, store),
        paymentMethods(ctx.db, store),
        viewer ? listAddresses(ctx.db, viewer.id) : Promise.resolve([]),
        pickupPlace(ctx.db, store),
      ]);
      return { shippingOptions: options, paymentMethods: methods, addresses: addresses.map(toAddress), pickup };
    },
    async calcFreight(_parent, args, ctx) {
      const store = storeInScope(ctx.store, args.storeId);
      if (!store) return null;
      return calculateFreight(ctx.db, store, {
        postalCode: args.postalCode,
        subtotal: args.price ?? 0,
        coordinates: coordinatesOf(args.address),
        // an id that cannot be a row matches no option: the quote is -1, as for an unknown option
        shippingOptionId: args.shippingId == null ? null : (parseId(args.shippingId) ?? 0),
      });
    },
  },
};
