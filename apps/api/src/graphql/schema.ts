import { adminResolvers } from '../modules/admin/resolvers.js';
import { adminSchema } from '../modules/admin/schema.js';
import { appointmentsResolvers } from '../modules/appointments/resolvers.js';
import { appointmentsSchema } from '../modules/appointments/schema.js';
import { accountsResolvers } from '../modules/accounts/resolvers.js';
import { accountsSchema } from '../modules/accounts/schema.js';
import { catalogResolvers } from '../modules/catalog/resolvers.js';
import { catalogSchema } from '../modules/catalog/schema.js';
import { cartResolvers } from '../modules/cart/resolvers.js';
import { cartSchema } from '../modules/cart/schema.js';
import { couponsResolvers } from '../modules/coupons/resolvers.js';
import { couponsSchema } from '../modules/coupons/schema.js';
import { deliveryResolvers } from '../modules/delivery/resolvers.js';
import { deliverySchema } from '../modules/delivery/schema.js';
import { ordersResolvers } from '../modules/orders/resolvers.js';
import { ordersSchema } from '../modules/orders/schema.js';
import { paymentsResolvers } from '../modules/payments/resolvers.js';
import { paymentsSchema } from '../modules/payments/schema.js';
import { petsResolvers } from '../modules/pets/resolvers.js';
import { petsSchema } from '../modules/pets/schema.js';
import { pricingResolvers } from '../modules/pricing/resolvers.js';
import { shippingResolvers } from '../modules/shipping/resolvers.js';
import { shippingSchema } from '../modules/shipping/schema.js';
import { storesResolvers } from '../modules/stores/resolvers.js';
import { storesSchema } from '../modules/stores/schema.js';
import { trackingResolvers } from '../modules/tracking/resolvers.js';
import { trackingSchema } from '../modules/tracking/schema.js';
import type { Resolvers } from './generated/resolvers.js';
import { JSONScalar } from './scalars.js';

const baseSchema = /* GraphQL */ `
  scalar JSON
  type Query
  type Mutation

  "Paging of every paged list: data plus this."
  type PaginatorInfo {
    count: Int!
    currentPage: Int!
    firstItem: Int
    hasMorePages: Boolean!
    lastItem: Int
    lastPage: Int!
    perPage: Int!
    total: Int!
  }
`;

/** Each module contributes its SDL (extending Query/Mutation) and its resolvers. */
const modules = [
  { schema: storesSchema, resolvers: storesResolvers },
  { schema: catalogSchema, resolvers: catalogResolvers },
  { schema: accountsSchema, resolvers: accountsResolvers },
  { schema: shippingSchema, resolvers: shippingResolvers },
  // shipping's shippingQuotes, resolved by pricing: quotes price items first, and pricing sits above shipping
  { schema: '', resolvers: pricingResolvers },
  { schema: couponsSchema, resolvers: couponsResolvers },
  { schema: cartSchema, resolvers: cartResolvers },
  { schema: ordersSchema, resolvers: ordersResolvers },
  { schema: paymentsSchema, resolvers: paymentsResolvers },
  { schema: petsSchema, resolvers: petsResolvers },
  { schema: appointmentsSchema, resolvers: appointmentsResolvers },
  { schema: adminSchema, resolvers: adminResolvers },
  { schema: deliverySchema, resolvers: deliveryResolvers },
  { schema: trackingSchema, resolvers: trackingResolvers },
];

export const typeDefs = [baseSchema, ...modules.map((m) => m.schema)].join('\n');

/** The modules' resolver maps as one; a type several modules resolve (Query, Mutation) gets the fields of each. */
function mergeResolvers(maps: readonly Resolvers[]): Resolvers {
  const merged: Record<string, object> = {};
  for (const map of maps)
    for (const [type, fields] of Object.entries(map)) merged[type] = { ...merged[type], ...fields };
  return merged;
}

export const resolvers: Resolvers = { ...mergeResolvers(modules.map((m) => m.resolvers)), JSON: JSONScalar };
