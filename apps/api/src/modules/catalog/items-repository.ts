import { expressionBuilder, sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db, DbKind } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import { conditionExpression, ITEM_COLUMNS, type Condition, type OrderByInput } from './filters.js';
import { ITEM_FIELDS, type ItemRow } from './item-view.js';
import type { Page } from '../../lib/pagination.js';
import { ftsQuery, tsQuery } from './search-text.js';

export type ItemFilter = {
  storeId: number;
  /** Only these ids (a non-empty list), or any. */
  ids: number[] | null;
  /** Items in these categories or any category below them. */
  categoryIds: number[] | null;
  inStockOnly: boolean;
  /** Folded search words; empty for no search. */
  terms: string[];
  where: Condition | null;
};

const eb = expressionBuilder<Database, 'items'>();

/** Ids of the items linked to the given categories or their descendants, in one recursive subquery. */
function inCategoryTree(storeId: number, categoryIds: number[]): Expression<SqlBool> {
  const subquery = sql<number>`(select ic.item_id from item_categories ic where ic.category_id in (
    with recursive tree(id) as (
      select id from categories where store_id = ${storeId} and id in (${sql.join(categoryIds)})
      union
      select c.id from categories c inner join tree on c.parent_id = tree.id
    )
    select id from tree
  ))`;
  return eb('items.id', 'in', subquery);
}

/** Every rule but the search: the store, never a deleted item, stock, ids, categories and the client's where. */
function filterExpression(f: ItemFilter): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [eb('items.storeId', '=', f.storeId), eb('items.deleted', '=', 0)];
  if (f.inStockOnly) parts.push(eb('items.stockQuantity', '>', 0));
  if (f.ids) parts.push(eb('items.id', 'in', f.ids));
  if (f.categoryIds) parts.push(inCategoryTree(f.storeId, f.categoryIds));
  if (f.where) parts.push(conditionExpression(f.where));
  return eb.and(parts);
}

function searchMatch(kind: DbKind, terms: string[]): Expression<SqlBool> {
  return kind === 'postgres'
    ? sql<SqlBool>`items.search_vector @@ to_tsquery('simple'::regconfig, ${tsQuery(terms)})`
    : sql<SqlBool>`items.id in (select rowid from items_fts where items_fts match ${ftsQuery(terms)})`;
}

type OrderTerm = { expr: Expression<unknown>; direction: 'asc' | 'desc' };

// Items in stock first, then the most popular; the id keeps pages stable when both tie.
const DEFAULT_ORDER: OrderTerm[] = [
  { expr: sql.ref('items.stockQuantity'), direction: 'desc' },
  { expr: sql.ref('items.ranking'), direction: 'desc' },
  { expr: sql.ref('items.id'), direction: 'desc' },
];

function explicitOrder(orderBy: readonly OrderByInput[]): OrderTerm[] {
  const terms = orderBy.map((o): OrderTerm => ({ expr: sql.ref(ITEM_COLUMNS[o.column]), direction: o.order === 'ASC' ? 'asc' : 'desc' }));
  if (!orderBy.some((o) => o.column === 'ID')) terms.push({ expr: sql.ref('items.id'), direction: 'desc' });
  return terms;
}

function ordered<DB, TB extends keyof DB, O>(qb: SelectQueryBuilder<DB, TB, O>, terms: OrderTerm[]): SelectQueryBuilder<DB, TB, O> {
  return terms.reduce((q, t) => q.orderBy(t.expr, t.direction), qb);
}

export async function countItems(db: Db, kind: DbKind, f: ItemFilter): Promise<number> {
  let qb = db.selectFrom('items').select((e) => e.fn.countAll<number>().as('total')).where(filterExpression(f));
  if (f.terms.length > 0) qb = qb.where(searchMatch(kind, f.terms));
  const row = await qb.executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * One page of items. With search words and no explicit order, the best matches come first
 * (bm25 on SQLite, ts_rank on PostgreSQL, name counting most), then the default order.
 */
export async function findItems(db: Db, kind: DbKind, f: ItemFilter, orderBy: readonly OrderByInput[], page: Page): Promise<ItemRow[]> {
  const terms = orderBy.length > 0 ? explicitOrder(orderBy) : DEFAULT_ORDER;
  if (f.terms.length === 0) {
    const qb = db.selectFrom('items').select(ITEM_FIELDS).where(filterExpression(f));
    return ordered(qb, terms).limit(page.perPage).offset(page.offset).execute();
  }
  if (kind === 'postgres') {
    const rank = sql`ts_rank(items.search_vector, to_tsquery('simple'::regconfig, ${tsQuery(f.terms)}))`;
    const qb = db.selectFrom('items').select(ITEM_FIELDS).where(filterExpression(f)).where(searchMatch(kind, f.terms));
    const withRank = orderBy.length > 0 ? terms : [{ expr: rank, direction: 'desc' as const }, ...terms];
    return ordered(qb, withRank).limit(page.perPage).offset(page.offset).execute();
  }
  // bm25() only works inside the FTS query itself, so the matches come from a derived table with their score.
  const matches = sql<{ itemId: number; score: number }>`(select rowid as item_id, bm25(items_fts, 10.0, 5.0, 1.0) as score
    from items_fts where items_fts match ${ftsQuery(f.terms)})`.as('s');
  const qb = db.selectFrom('items').innerJoin(matches, 's.itemId', 'items.id').select(ITEM_FIELDS).where(filterExpression(f));
  const withScore = orderBy.length > 0 ? terms : [{ expr: sql.ref('s.score'), direction: 'asc' as const }, ...terms];
  return ordered(qb, withScore).limit(page.perPage).offset(page.offset).execute();
}
