/**
 * Prints the GraphQL schema the API serves, built from the SDL of its modules, to apps/api/schema.graphql: the one
 * contract the API's resolver types and the storefront's operation types are generated from.
 *   tsx scripts/print-schema.ts           writes the file
 *   tsx scripts/print-schema.ts --check   fails (exit 1) when the file is not what the SDL prints
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { typeDefs } from '../src/graphql/schema.js';

const file = path.resolve(import.meta.dirname, '../schema.graphql');
const header =
  "# The API's GraphQL schema, printed from the SDL of its modules by `npm run schema:print`. Do not edit.\n\n";
const printed = header + printSchema(lexicographicSortSchema(buildSchema(typeDefs))) + '\n';

if (process.argv.includes('--check')) {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (current !== printed) {
    console.error('apps/api/schema.graphql is stale: run `npm run schema:print` and commit it.');
    process.exit(1);
  }
  console.log('apps/api/schema.graphql is up to date.');
} else {
  fs.writeFileSync(file, printed);
  console.log(`Printed ${path.relative(process.cwd(), file)}.`);
}
