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
import { msg } from '@store/core';
import pLimit from 'p-limit';
import { AppError, validationError, type Say } from '../lib/errors.js';
import { MAX_PAGE_SIZE, PAGE_SIZE_MESSAGE } from '../lib/pagination.js';

/** Limits that keep one request from costing the store more than a page of work. */
export const GRAPHQL_LIMITS = {
  /** operations in one batched request */
  maxBatch: 20,
  /** characters of query text per operation */
  maxQueryLength: 20_000,
  /** nesting of selections */
  maxDepth: 12,
  /** largest page a list argument (`first`) may ask for */
  maxPageSize: MAX_PAGE_SIZE,
  /** fields a request may resolve, lists counted by their page size: per operation and for all operations of a batch together */
  maxCost: 20_000,
  /** expensive fields (searches, pages larger than the storefront's) in one request, batch and aliases together */
  maxExpensive: 4,
  /** root fields (each a trip to the database) in one request, batch and aliases together; the storefront's home asks for ~10 */
  maxRootFields: 40,
  /** root fields of one request running at once: two heavy requests then hold 6 of the pool's 10 connections, not all */
  rootFieldsAtOnce: 3,
  /**
   * expensive fields one client (an address, or a signed-in user) may ask for per window: a shopper types a search,
   * looks, types another; a broad search ranks every match (tens of ms on a large catalogue), so an address looping
   * them is held to a small share of the server
   */
  clientExpensive: { limit: 30, windowSeconds: 60 },
  /**
   * rows of lists one request may ask for, every page of every alias and of every operation of a batch counted in
   * full: the storefront's heaviest request (its home: banners, brands, four rows of items) asks for ~120
   */
  maxRows: 240,
  /**
   * rows of lists one client may ask for, every catalogue list counted: a bucket of two full requests that fills at
   * 100 pages of 24 a minute, more than a shopper reads (a refill, not a window, so a client looping heavy requests
   * gets one through every six seconds, never a minute's worth at once); answers the server kept are not counted.
   * Once the bucket is empty the client's requests are refused before they are read.
   */
  clientRows: { burst: 480, perMinute: 2_400 },
  /** how long a refusal for spent rows is held back (a looping client then asks once a second) */
  refusalDelayMs: 1000,
  /**
   * longest period a dated history may span (petStats' weighings, vaccines and appointments): its work grows with
   * the period, so the period is bounded (refused with a message) rather than counted as an expensive field
   */
  maxPeriodYears: 3,
  /** bytes of JSON one answer may carry */
  maxResponseBytes: 2 * 1024 * 1024,
  /** a request still running after this long ends with an error, and its remaining fields do not start */
  deadlineMs: 10_000,
};

/** The largest page the storefront asks for on a listing (search shows 24); a larger one costs like a search. */
const STOREFRONT_PAGE = 24;

/**
 * Root fields whose work grows with the catalogue: a text search, or a large page that is not a lookup by ids.
 * The storefront's home rows (20), search pages (20/24) and cart lookups (ids) are not expensive.
 */
const EXPENSIVE: Record<string, (args: Record<string, unknown>) => boolean> = {
  items: (args) =>
    (typeof args.q === 'string' && args.q.trim() !== '') ||
    (typeof args.first === 'number' && args.first > STOREFRONT_PAGE && !Array.isArray(args.ids)),
};

/** A request over a limit: refused as a bad request (category 'graphql') before any resolver runs. */
export class LimitError extends AppError {
  constructor(message: Say) {
    super('graphql', message, { status: 400 });
  }
}

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

const tooCostly = (cost: number) => new LimitError(msg('request.tooCostly', { cost, max: GRAPHQL_LIMITS.maxCost }));

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

/**
 * What a whole request has spent so far, shared by the operations of a batch: the sum of their costs and
 * expensive fields must stay within the same limits one operation has, and nothing starts after the deadline.
 */
export class RequestBudget {
  cost = 0;
  roots = 0;
  expensive = 0;
  rows = 0;
  /** set once an operation changes data or answers a signed-in user: the answer must not be cached */
  personal = false;
  readonly deadline: number;
  /** runs a root field when its turn comes (GRAPHQL_LIMITS.rootFieldsAtOnce) */
  readonly inTurn = pLimit(GRAPHQL_LIMITS.rootFieldsAtOnce);

  constructor(now = Date.now()) {
    this.deadline = now + GRAPHQL_LIMITS.deadlineMs;
  }

  /** Adds one operation's cost; throws a LimitError once the request as a whole is over a limit. */
  spend(operation: OperationCost): void {
    this.cost += operation.cost;
    this.roots += operation.roots;
    this.expensive += operation.expensive;
    this.rows += operation.rows;
    if (this.cost > GRAPHQL_LIMITS.maxCost) throw tooCostly(this.cost);
    if (this.roots > GRAPHQL_LIMITS.maxRootFields)
      throw new LimitError(msg('request.tooManyFields', { max: GRAPHQL_LIMITS.maxRootFields }));
    if (this.expensive > GRAPHQL_LIMITS.maxExpensive) {
      throw new LimitError(msg('request.tooManySearches', { max: GRAPHQL_LIMITS.maxExpensive }));
    }
    // 'A resposta é grande demais. Peça menos itens por vez.': what a shopper can do about it
    if (this.rows > GRAPHQL_LIMITS.maxRows) throw new LimitError('request.responseTooLarge');
  }

  /** Throws a DeadlineError once the request has run past its deadline. */
  checkDeadline(now = Date.now()): void {
    if (now > this.deadline) throw new DeadlineError();
  }
}

/** A request that ran past the server's deadline: its remaining fields do not start. */
export class DeadlineError extends AppError {
  constructor() {
    super('graphql', 'request.deadline', { status: 503 });
  }
}
