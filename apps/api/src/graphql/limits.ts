import {
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { AppError, validationError } from '../lib/errors.js';
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
  /** fields a request may resolve, lists counted by their page size */
  maxCost: 20_000,
};

/** A request over a limit: refused as a bad request (category 'graphql') before any resolver runs. */
export class LimitError extends AppError {
  constructor(message: string) {
    super('graphql', message, { code: 'limit_exceeded', status: 400 });
  }
}

function argumentValue(node: ValueNode | undefined, variables: Record<string, unknown>): unknown {
  if (!node) return undefined;
  if (node.kind === Kind.VARIABLE) return variables[node.name.value];
  if (node.kind === Kind.INT) return Number.parseInt(node.value, 10);
  return undefined;
}

/**
 * The cost of a selection: every field counts 1, and a field paged by `first` multiplies what it selects
 * by its page size (default 20), so aliases and nested lists cannot multiply work unseen.
 * Throws a LimitError naming the limit that was passed.
 */
function selectionCost(
  set: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  visiting: Set<string>,
): number {
  if (!set) return 0;
  let cost = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) cost += fieldCost(selection, fragments, variables, visiting);
    else if (selection.kind === Kind.INLINE_FRAGMENT) cost += selectionCost(selection.selectionSet, fragments, variables, visiting);
    else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      cost += selectionCost(fragment.selectionSet, fragments, variables, visiting);
      visiting.delete(name);
    }
  }
  return cost;
}

function fieldCost(field: FieldNode, fragments: Map<string, FragmentDefinitionNode>, variables: Record<string, unknown>, visiting: Set<string>): number {
  const firstArg = field.arguments?.find((a) => a.name.value === 'first');
  let multiplier = 1;
  if (firstArg) {
    const first = argumentValue(firstArg.value, variables);
    // the same answer the resolvers give for a bad page size, only sooner: the shopper's input, not a broken request
    if (typeof first === 'number' && first > GRAPHQL_LIMITS.maxPageSize) throw validationError({ first: PAGE_SIZE_MESSAGE });
    multiplier = typeof first === 'number' && first > 0 ? first : 20;
  }
  return 1 + multiplier * selectionCost(field.selectionSet, fragments, variables, visiting);
}

/** Checks page sizes and the cost of every operation in the document; throws a LimitError before any resolver runs. */
export function checkOperationCost(document: DocumentNode, variables: Record<string, unknown> = {}): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    else if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
  }
  let highest = 0;
  for (const operation of operations) {
    const cost = selectionCost(operation.selectionSet, fragments, variables, new Set());
    if (cost > GRAPHQL_LIMITS.maxCost) throw new LimitError(`A consulta é grande demais (custo ${cost}, máximo ${GRAPHQL_LIMITS.maxCost})`);
    highest = Math.max(highest, cost);
  }
  return highest;
}
