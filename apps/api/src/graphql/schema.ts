import { storesResolvers } from '../modules/stores/resolvers.js';
import { storesSchema } from '../modules/stores/schema.js';
import { JSONScalar } from './scalars.js';

const baseSchema = /* GraphQL */ `
  scalar JSON
  type Query
`;

/** Each module contributes its SDL (extending Query/Mutation) and its resolvers. */
const modules = [{ schema: storesSchema, resolvers: storesResolvers }];

export const typeDefs = [baseSchema, ...modules.map((m) => m.schema)].join('\n');

export const resolvers = modules.reduce<Record<string, Record<string, unknown>>>(
  (all, m) => {
    for (const [type, fields] of Object.entries(m.resolvers)) all[type] = { ...all[type], ...fields };
    return all;
  },
  { JSON: JSONScalar as unknown as Record<string, unknown> },
);
