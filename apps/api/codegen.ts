import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Resolver types from the printed schema (`npm run codegen -w apps/api`, git-ignored output). Each mapper names what
 * the parent resolver really hands a type's field resolvers, so a field resolver reading a row column is checked.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  generates: {
    'src/graphql/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context.js#GraphQLContext',
        // rows carry numeric ids; GraphQL sends every ID as a string
        scalars: { ID: { input: 'string', output: 'string | number' }, JSON: 'unknown' },
        mappers: {
          User: '../../modules/accounts/profile.js#MeView',
          Item: '../../modules/catalog/item-view.js#ItemModel',
          Category: '../../modules/catalog/service.js#CategoryModel',
          Pet: '../../modules/pets/repository.js#PetRow',
          Vaccine: '../../modules/pets/repository.js#VaccineRow',
          PetStats: '../../modules/pets/stats.js#PetStatsModel',
        },
      },
    },
  },
};

export default config;
