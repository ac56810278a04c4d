import type { GraphQLContext } from '../../graphql/context.js';
import { listAddresses } from '../accounts/address-repository.js';
import { toAddress } from '../accounts/addresses.js';
import { parseId, storeInScope } from '../stores/scope.js';
import { calculateFreight } from './freight.js';
import { paymentMethods, shippingOption, shippingOptions } from './options.js';

type StoreArgs = { storeId?: string | null };
type OptionArgs = StoreArgs & { id: string };
type Coordinates = { latitude: number; longitude: number };
type FreightArgs = StoreArgs & {
  postalCode: string;
  price?: number | null;
  shippingId?: string | null;
  address?: { latitude?: number | null; longitude?: number | null; coords?: Coordinates | null } | null;
};

function coordinatesOf(address: FreightArgs['address']): Coordinates | null {
  if (address?.coords) return address.coords;
  if (address?.latitude != null && address.longitude != null) return { latitude: address.latitude, longitude: address.longitude };
  return null;
}

const option = async (_: unknown, args: OptionArgs, ctx: GraphQLContext) => {
  const store = storeInScope(ctx.store, args.storeId);
  return store ? shippingOption(ctx.db, store, args.id) : null;
};

export const shippingResolvers = {
  Query: {
    async shippingOptions(_: unknown, args: StoreArgs, ctx: GraphQLContext) {
      const store = storeInScope(ctx.store, args.storeId);
      return store ? shippingOptions(ctx.db, store) : [];
    },
    shippingOption: option,
    shipping: option,
    async paymentMethods(_: unknown, args: StoreArgs, ctx: GraphQLContext) {
      const store = storeInScope(ctx.store, args.storeId);
      return store ? paymentMethods(ctx.db, store) : [];
    },
    async storeCheckout(_: unknown, args: StoreArgs, ctx: GraphQLContext) {
      const store = storeInScope(ctx.store, args.storeId);
      if (!store) return null;
      const viewer = await ctx.viewer();
      const [options, methods, addresses] = await Promise.all([
        shippingOptions(ctx.db, store),
        paymentMethods(ctx.db, store),
        viewer ? listAddresses(ctx.db, viewer.id) : Promise.resolve([]),
      ]);
      return { shippingOptions: options, paymentMethods: methods, addresses: addresses.map(toAddress) };
    },
    async calcFreight(_: unknown, args: FreightArgs, ctx: GraphQLContext) {
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
