/** What a request's document costs: fields, root fields, expensive fields and rows, walked before any resolver runs. */
import {
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type GraphQLSchema,
  type ValueNode,
  valueFromASTUntyped,
} from 'graphql';
import { validationError } from '../lib/errors.js';
import { PAGE_SIZE_MESSAGE } from '../lib/pagination.js';
import { EXPENSIVE, GRAPHQL_LIMITS, tooCostly } from './limits.js';

function argumentValue(node: ValueNode | undefined, variables: Record<string, unknown>): unknown {
  return node ? valueFromASTUntyped(node, variables) : undefined;
}

/**
 * What one operation (or a whole request) costs: fields resolved, root fields, how many fields are expensive, and
 * the rows its lists ask for (a page's size, times the pages of the lists around it).
 */
export type OperationCost = { cost: number; roots: number; expensive: number; rows: number };

type Walk = {
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  /** fields that take `first`: without it they still answer a default page */
  paged: ReadonlySet<string>;
  visiting: Set<string>;
  expensive: number;
  rows: number;
  /** how many times the field being walked is resolved: the product of the page sizes of the lists around it */
  scale: number;
  /** fields around the one being walked (0: a root field) */
  depth: number;
};

const pagedBySchema = new WeakMap<GraphQLSchema, ReadonlySet<string>>();

/** Names of the schema's fields that take a `first` argument (paged lists), computed once per schema. */
export function pagedFields(schema: GraphQLSchema): ReadonlySet<string> {
  let names = pagedBySchema.get(schema);
  if (!names) {
    const found = new Set<string>();
    // read by shape, not instanceof: mercurius may hand over a schema built by the other copy of graphql (CJS/ESM)
    for (const type of Object.values(schema.getTypeMap())) {
      const fields =
        (
          type as { getFields?: () => Record<string, { name: string; args?: readonly { name: string }[] }> }
        ).getFields?.() ?? {};
      for (const field of Object.values(fields)) if (field.args?.some((a) => a.name === 'first')) found.add(field.name);
    }
    pagedBySchema.set(schema, (names = found));
  }
  return names;
}

/** The variables an operation runs with: the ones sent, else the defaults it declares. */
function variablesOf(operation: OperationDefinitionNode, sent: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.defaultValue)
      values[definition.variable.name.value] = valueFromASTUntyped(definition.defaultValue, {});
  }
  return { ...values, ...sent };
}

/** Root fields of a selection (through fragments), `__typename` aside: each is a resolver of its own. */
function rootFieldCount(set: SelectionSetNode, walk: Walk, seen = new Set<string>()): number {
  let count = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) count += selection.name.value === '__typename' ? 0 : 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT) count += rootFieldCount(selection.selectionSet, walk, seen);
    else {
      const fragment = walk.fragments.get(selection.name.value);
      if (!fragment || seen.has(selection.name.value)) continue;
      seen.add(selection.name.value);
      count += rootFieldCount(fragment.selectionSet, walk, seen);
    }
  }
  return count;
}

/**
 * The cost of a selection: every field counts 1, and a field paged by `first` multiplies what it selects
 * by its page size (default 20), so aliases and nested lists cannot multiply work unseen.
 */
function selectionCost(set: SelectionSetNode | undefined, walk: Walk): number {
  if (!set) return 0;
  let cost = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) cost += fieldCost(selection, walk);
    else if (selection.kind === Kind.INLINE_FRAGMENT) cost += selectionCost(selection.selectionSet, walk);
    else {
      const name = selection.name.value;
      const fragment = walk.fragments.get(name);
      if (!fragment || walk.visiting.has(name)) continue;
      walk.visiting.add(name);
      cost += selectionCost(fragment.selectionSet, walk);
      walk.visiting.delete(name);
    }
  }
  return cost;
}

function fieldCost(field: FieldNode, walk: Walk): number {
  const args = Object.fromEntries(
    (field.arguments ?? []).map((a) => [a.name.value, argumentValue(a.value, walk.variables)]),
  );
  if (EXPENSIVE[field.name.value]?.(args)) walk.expensive += 1;
  let multiplier = 1;
  const firstGiven = field.arguments?.some((a) => a.name.value === 'first') ?? false;
  if (firstGiven || walk.paged.has(field.name.value)) {
    const first = args.first;
    // the same answer the resolvers give for a bad page size, only sooner: the shopper's input, not a broken request
    if (typeof first === 'number' && first > GRAPHQL_LIMITS.maxPageSize)
      throw validationError({ first: PAGE_SIZE_MESSAGE });
    multiplier = typeof first === 'number' && first > 0 ? first : 20;
    // Rows: a page asked for with `first`, or a root list at its default page. A nested field is paged by name only
    // (an item's `categories` shares the name of the paged root list), so without `first` it lists what it holds.
    // A lookup by ids (the cart's, 'first: 100') lists at most the ids it names.
    if (firstGiven || walk.depth === 0)
      walk.rows += walk.scale * (Array.isArray(args.ids) ? Math.min(multiplier, args.ids.length) : multiplier);
  }
  const outer = walk.scale;
  walk.scale = outer * multiplier;
  walk.depth += 1;
  const inner = selectionCost(field.selectionSet, walk);
  walk.depth -= 1;
  walk.scale = outer;
  return 1 + multiplier * inner;
}

/**
 * Checks page sizes and the cost of every operation in the document, and answers what the document costs in
 * all (cost, root fields and expensive fields); throws before any resolver runs when one operation is over the
 * limit. Variables an operation declares with a default count with that default, as they will run.
 */
export function measureOperation(
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  paged: ReadonlySet<string> = new Set(),
): OperationCost {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    else if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
  }
  const walk: Walk = { fragments, variables, paged, visiting: new Set(), expensive: 0, rows: 0, scale: 1, depth: 0 };
  let total = 0;
  let roots = 0;
  for (const operation of operations) {
    walk.variables = variablesOf(operation, variables);
    const cost = selectionCost(operation.selectionSet, walk);
    if (cost > GRAPHQL_LIMITS.maxCost) throw tooCostly(cost);
    total += cost;
    roots += rootFieldCount(operation.selectionSet, walk);
  }
  return { cost: total, roots, expensive: walk.expensive, rows: walk.rows };
}
