import {
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
  valueFromASTUntyped,
} from 'graphql';
import { msg } from '@store/core';
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
  /** expensive fields one client (an address, or a signed-in user) may ask for per window */
  clientExpensive: { limit: 120, windowSeconds: 60 },
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

/** What one operation (or a whole request) costs: fields resolved, and how many of them are expensive. */
export type OperationCost = { cost: number; expensive: number };

type Walk = { fragments: Map<string, FragmentDefinitionNode>; variables: Record<string, unknown>; visiting: Set<string>; expensive: number };

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
  const args = Object.fromEntries((field.arguments ?? []).map((a) => [a.name.value, argumentValue(a.value, walk.variables)]));
  if (EXPENSIVE[field.name.value]?.(args)) walk.expensive += 1;
  let multiplier = 1;
  if (field.arguments?.some((a) => a.name.value === 'first')) {
    const first = args.first;
    // the same answer the resolvers give for a bad page size, only sooner: the shopper's input, not a broken request
    if (typeof first === 'number' && first > GRAPHQL_LIMITS.maxPageSize) throw validationError({ first: PAGE_SIZE_MESSAGE });
    multiplier = typeof first === 'number' && first > 0 ? first : 20;
  }
  return 1 + multiplier * selectionCost(field.selectionSet, walk);
}

const tooCostly = (cost: number) => new LimitError(msg('request.tooCostly', { cost, max: GRAPHQL_LIMITS.maxCost }));

/**
 * Checks page sizes and the cost of every operation in the document, and answers what the document costs in
 * all (cost and expensive fields); throws before any resolver runs when one operation is over the limit.
 */
export function measureOperation(document: DocumentNode, variables: Record<string, unknown> = {}): OperationCost {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    else if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
  }
  const walk: Walk = { fragments, variables, visiting: new Set(), expensive: 0 };
  let total = 0;
  for (const operation of operations) {
    const cost = selectionCost(operation.selectionSet, walk);
    if (cost > GRAPHQL_LIMITS.maxCost) throw tooCostly(cost);
    total += cost;
  }
  return { cost: total, expensive: walk.expensive };
}

/**
 * What a whole request has spent so far, shared by the operations of a batch: the sum of their costs and
 * expensive fields must stay within the same limits one operation has, and nothing starts after the deadline.
 */
export class RequestBudget {
  cost = 0;
  expensive = 0;
  /** set once an operation changes data or answers a signed-in user: the answer must not be cached */
  personal = false;
  readonly deadline: number;

  constructor(now = Date.now()) {
    this.deadline = now + GRAPHQL_LIMITS.deadlineMs;
  }

  /** Adds one operation's cost; throws a LimitError once the request as a whole is over a limit. */
  spend(operation: OperationCost): void {
    this.cost += operation.cost;
    this.expensive += operation.expensive;
    if (this.cost > GRAPHQL_LIMITS.maxCost) throw tooCostly(this.cost);
    if (this.expensive > GRAPHQL_LIMITS.maxExpensive) {
      throw new LimitError(msg('request.tooManySearches', { max: GRAPHQL_LIMITS.maxExpensive }));
    }
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
