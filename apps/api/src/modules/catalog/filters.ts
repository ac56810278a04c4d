import { msg } from '@store/core';
import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../../db/types.js';
import { validationError } from '../../lib/errors.js';
import type {
  QueryItemsOrderByOrderByClause as OrderByInput,
  QueryItemsWhereWhereConditions as WhereInput,
} from '../../graphql/generated/resolvers.js';

export type { OrderByInput, WhereInput };

/** The only columns a client may sort or filter items by: GraphQL enums map to these, nothing else reaches SQL. */
export const ITEM_COLUMNS = {
  ID: 'items.id',
  PRICE: 'items.price',
  PROMOTIONAL_PRICE: 'items.promotionalPrice',
  STOCK_QUANTITY: 'items.stockQuantity',
  RANKING: 'items.ranking',
  NAME: 'items.name',
  CREATED_AT: 'items.createdAt',
} as const;
export type ItemColumn = keyof typeof ITEM_COLUMNS;

const OPERATORS = { EQ: '=', NEQ: '<>', GT: '>', GTE: '>=', LT: '<', LTE: '<=' } as const;
export type Operator = keyof typeof OPERATORS;

export type Condition =
  | { kind: 'compare'; column: ItemColumn; operator: Operator; value: number | string }
  | { kind: 'and' | 'or'; children: Condition[] };

// A filter is a handful of conditions; deep or wide trees are only ever an attempt to load the database.
export const MAX_WHERE_DEPTH = 4;
export const MAX_WHERE_CONDITIONS = 20;
export const MAX_ORDER_BY = 4;
export const WHERE_TOO_COMPLEX = msg('search.whereTooComplex', {
  depth: MAX_WHERE_DEPTH,
  conditions: MAX_WHERE_CONDITIONS,
});
export const WHERE_INCOMPLETE = msg('search.whereIncomplete');
export const WHERE_BAD_VALUE = msg('search.whereBadValue');
export const ORDER_BY_TOO_LONG = msg('search.orderByTooLong', { max: MAX_ORDER_BY });

const TEXT_COLUMNS: ReadonlySet<ItemColumn> = new Set(['NAME', 'CREATED_AT']);

function valueFor(column: ItemColumn, value: unknown): number | string {
  if (column === 'CREATED_AT') {
    // Instants are stored as ISO text, so a normalised ISO string compares correctly on both databases.
    const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
    if (Number.isNaN(time)) throw validationError({ where: WHERE_BAD_VALUE });
    return new Date(time).toISOString();
  }
  if (TEXT_COLUMNS.has(column)) {
    if (typeof value !== 'string' || value.length > 200) throw validationError({ where: WHERE_BAD_VALUE });
    return value;
  }
  // Money is integer cents, stock and ranking are integers.
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw validationError({ where: WHERE_BAD_VALUE });
  return value;
}

/** Checks a where input and turns it into a condition tree; null when it has no condition at all. */
export function parseWhere(input: WhereInput | null | undefined): Condition | null {
  let count = 0;
  const walk = (node: WhereInput, depth: number): Condition | null => {
    if (depth > MAX_WHERE_DEPTH) throw validationError({ where: WHERE_TOO_COMPLEX });
    const parts: Condition[] = [];
    if (node.column != null) {
      if (node.value === undefined || node.value === null) throw validationError({ where: WHERE_INCOMPLETE });
      parts.push({
        kind: 'compare',
        column: node.column,
        operator: node.operator ?? 'EQ',
        value: valueFor(node.column, node.value),
      });
      count++;
    } else if (node.value != null) {
      throw validationError({ where: WHERE_INCOMPLETE });
    }
    if (count > MAX_WHERE_CONDITIONS) throw validationError({ where: WHERE_TOO_COMPLEX });
    for (const child of node.AND ?? []) {
      const c = walk(child, depth + 1);
      if (c) parts.push(c);
    }
    const alternatives = (node.OR ?? [])
      .map((child) => walk(child, depth + 1))
      .filter((c): c is Condition => c !== null);
    if (alternatives.length > 0) parts.push({ kind: 'or', children: alternatives });
    if (parts.length === 0) return null;
    return parts.length === 1 ? (parts[0] as Condition) : { kind: 'and', children: parts };
  };
  return input ? walk(input, 1) : null;
}

export function checkOrderBy(orderBy: readonly OrderByInput[] | null | undefined): OrderByInput[] {
  const list = orderBy ?? [];
  if (list.length > MAX_ORDER_BY) throw validationError({ orderBy: ORDER_BY_TOO_LONG });
  return [...list];
}

const eb = expressionBuilder<Database, 'items'>();

/** The SQL of a checked condition tree; values are always bound parameters. */
export function conditionExpression(condition: Condition): Expression<SqlBool> {
  if (condition.kind === 'compare')
    return eb(ITEM_COLUMNS[condition.column], OPERATORS[condition.operator], condition.value);
  const children = condition.children.map(conditionExpression);
  return condition.kind === 'and' ? eb.and(children) : eb.or(children);
}
