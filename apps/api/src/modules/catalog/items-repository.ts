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

// Name counts ten times, code five times, description once (docs/decisions/0007-catalogue-search.md).
const BM25 = sql`bm25(items_fts, 10.0, 5.0, 1.0)`;

/** The catalogue version (migration 0013), read in the same statement as what it stamps. */
const VERSION = sql<number>`(select version from catalog_version where id = 1)`;

/**
 * Categories with more items than this are listed by walking the store's sort index and keeping the
 * category's items (20 hits come within a few hundred entries); smaller ones by fetching their items and
 * sorting them. Either way a page costs at most a few thousand index steps, whatever the catalogue size.
 */
export const LARGE_CATEGORY = 2000;

/** How to read a page: `walkSortIndex` when the filter keeps a large share of the store (see LARGE_CATEGORY). */
export type PagePlan = { walkSortIndex: boolean };

/** Items linked to the given categories or their descendants, the tree walked by one recursive subquery. */
function inCategoryTree(kind: DbKind, storeId: number, categoryIds: number[], plan: PagePlan): Expression<SqlBool> {
  const tree = sql<number>`(
    with recursive tree(id) as (
      select id from categories where store_id = ${storeId} and id in (${sql.join(categoryIds)})
      union
      select c.id from categories c inner join tree on c.parent_id = tree.id
    )
    select id from tree
  )`;
  // SQLite would always collect the category's items first and sort them all. Asked per item instead, by
  // the (item_id, category_id) key, it walks the sort index and stops after one page.
  if (kind === 'sqlite' && plan.walkSortIndex) {
    return sql<SqlBool>`exists (select 1 from item_categories ic where ic.item_id = items.id and ic.category_id in ${tree})`;
  }
  return eb('items.id', 'in', sql<number>`(select ic.item_id from item_categories ic where ic.category_id in ${tree})`);
}

/** Every rule but the search: the store, never a deleted item, stock, ids, categories and the client's where. */
function filterExpression(kind: DbKind, f: ItemFilter, plan: PagePlan = { walkSortIndex: false }): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [eb('items.storeId', '=', f.storeId), eb('items.deleted', '=', 0)];
  if (f.inStockOnly) parts.push(eb('items.stockQuantity', '>', 0));
  if (f.ids) parts.push(eb('items.id', 'in', f.ids));
  if (f.categoryIds) parts.push(inCategoryTree(kind, f.storeId, f.categoryIds, plan));
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
  const terms = orderBy.map((o): OrderTerm => ({
    expr: sql.ref(ITEM_COLUMNS[o.column]),
    direction: o.order === 'ASC' ? 'asc' : 'desc',
  }));
  if (!orderBy.some((o) => o.column === 'ID')) terms.push({ expr: sql.ref('items.id'), direction: 'desc' });
  return terms;
}

function ordered<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  terms: OrderTerm[],
): SelectQueryBuilder<DB, TB, O> {
  return terms.reduce((q, t) => q.orderBy(t.expr, t.direction), qb);
}

/** How many items pass the filter, with the catalogue version the count was made at. */
export async function countItems(db: Db, kind: DbKind, f: ItemFilter): Promise<{ total: number; version: number }> {
  let qb = db
    .selectFrom('items')
    .select((e) => [e.fn.countAll<number>().as('total'), VERSION.as('version')])
    .where(filterExpression(kind, f));
  if (f.terms.length > 0) qb = qb.where(searchMatch(kind, f.terms));
  const row = await qb.executeTakeFirst();
  return { total: Number(row?.total ?? 0), version: Number(row?.version ?? 0) };
}

export type PageRows = { rows: ItemRow[]; version: number | null };

function withVersion(rows: (ItemRow & { catalogVersion: number })[]): PageRows {
  const version = rows[0] ? Number(rows[0].catalogVersion) : null;
  return { rows: rows.map(({ catalogVersion: _v, ...row }) => row), version };
}

/**
 * One page of items, in the filter's order, with the catalogue version it was read at (null for no rows).
 * With search words and no explicit order, the best matches come first over every match (bm25 on SQLite,
 * ts_rank on PostgreSQL, name counting most), then the default order: the full ranking, which
 * `pageOfCandidates` answers from a bounded set whenever it can.
 */
export async function findItems(
  db: Db,
  kind: DbKind,
  f: ItemFilter,
  orderBy: readonly OrderByInput[],
  page: Page,
  plan?: PagePlan,
): Promise<PageRows> {
  const terms = orderBy.length > 0 ? explicitOrder(orderBy) : DEFAULT_ORDER;
  const fields = [...ITEM_FIELDS, VERSION.as('catalogVersion')] as const;
  if (f.terms.length === 0) {
    const qb = db
      .selectFrom('items')
      .select(fields)
      .where(filterExpression(kind, f, plan));
    return withVersion(await ordered(qb, terms).limit(page.perPage).offset(page.offset).execute());
  }
  if (kind === 'postgres') {
    const rank = sql`ts_rank(items.search_vector, to_tsquery('simple'::regconfig, ${tsQuery(f.terms)}))`;
    const qb = db.selectFrom('items').select(fields).where(filterExpression(kind, f)).where(searchMatch(kind, f.terms));
    const withRank = orderBy.length > 0 ? terms : [{ expr: rank, direction: 'desc' as const }, ...terms];
    return withVersion(await ordered(qb, withRank).limit(page.perPage).offset(page.offset).execute());
  }
  // bm25() only works inside the FTS query itself, so the matches come from a derived table with their score.
  const matches = sql<{ itemId: number; score: number }>`(select rowid as item_id, ${BM25} as score
    from items_fts where items_fts match ${ftsQuery(f.terms)})`.as('s');
  const qb = db
    .selectFrom('items')
    .innerJoin(matches, 's.itemId', 'items.id')
    .select(fields)
    .where(filterExpression(kind, f));
  const withScore = orderBy.length > 0 ? terms : [{ expr: sql.ref('s.score'), direction: 'asc' as const }, ...terms];
  return withVersion(await ordered(qb, withScore).limit(page.perPage).offset(page.offset).execute());
}

/**
 * The best matches of a search over the whole table (every store, deleted or not), by relevance alone as
 * the engine scores them (FTS5's bm25, PostgreSQL's ts_rank): every match scoring at least as well as the
 * `limit`-th one, so a score shared by many items is never cut through (capped at `cap`, where the last,
 * possibly cut, score is left out). Equal scores share a group number, 0 the best. `complete` when the
 * list holds every match.
 */
export type Candidates = { ids: number[]; groups: number[]; complete: boolean; version: number };

export async function searchCandidates(
  db: Db,
  kind: DbKind,
  terms: string[],
  limit: number,
  cap: number,
): Promise<Candidates> {
  type Row = { id: number; score: number; version: number; matches: number };
  // Every match is scored once (the engine has no cheaper way to the best ones), kept in a temporary table.
  const { rows } =
    kind === 'postgres'
      ? await sql<Row>`with s as materialized (
            select id, ts_rank(search_vector, to_tsquery('simple'::regconfig, ${tsQuery(terms)})) as score
            from items where search_vector @@ to_tsquery('simple'::regconfig, ${tsQuery(terms)}))
          select id, score, ${VERSION} as version, (select count(*) from s) as matches from s
          where score >= coalesce((select score from s order by score desc limit 1 offset ${limit - 1}), '-Infinity'::real)
          order by score desc limit ${cap}`.execute(db)
      : await sql<Row>`with s as materialized (select rowid as id, ${BM25} as score from items_fts where items_fts match ${ftsQuery(terms)})
          select id, score, ${VERSION} as version, (select count(*) from s) as matches from s
          where score <= coalesce((select score from s order by score limit 1 offset ${limit - 1}), 1e308)
          order by score limit ${cap}`.execute(db);
  const groups: number[] = [];
  let group = -1;
  let previous: number | undefined;
  for (const row of rows) {
    if (row.score !== previous) group++;
    previous = row.score;
    groups.push(group);
  }
  const matches = Number(rows[0]?.matches ?? 0);
  let kept = rows.length;
  if (kept === cap && kept < matches) while (kept > 0 && groups[kept - 1] === group) kept--;
  return {
    ids: rows.slice(0, kept).map((r) => Number(r.id)),
    groups: groups.slice(0, kept),
    complete: kept === matches,
    version: Number(rows[0]?.version ?? 0),
  };
}

/**
 * A page of the full ranking computed from the candidates alone: the filter and the tie-breaks (stock,
 * ranking, id) read live from the items. Every match outside the candidates scores below all of them, so
 * the page equals the full ranking's when it comes back full, or when the candidates hold every match
 * that passes the filter.
 */
export async function pageOfCandidates(
  db: Db,
  kind: DbKind,
  f: ItemFilter,
  c: Candidates,
  page: Page,
): Promise<PageRows> {
  const list =
    kind === 'postgres'
      ? sql<{
          itemId: number;
          grp: number;
        }>`(select * from unnest(${c.ids}::int[], ${c.groups}::int[]) as c(item_id, grp))`.as('c')
      : sql<{
          itemId: number;
          grp: number;
        }>`(select value ->> 0 as item_id, value ->> 1 as grp from json_each(${JSON.stringify(c.ids.map((id, i) => [id, c.groups[i]]))}))`.as(
          'c',
        );
  // A cross join: SQLite then reads the candidates first and each item by its key (never the other way round).
  const qb = db
    .selectFrom(list)
    .crossJoin('items')
    .whereRef('items.id', '=', 'c.itemId')
    .select([...ITEM_FIELDS, VERSION.as('catalogVersion')])
    .where(filterExpression(kind, f));
  const rows = await ordered(qb, [{ expr: sql.ref('c.grp'), direction: 'asc' }, ...DEFAULT_ORDER])
    .limit(page.perPage)
    .offset(page.offset)
    .execute();
  return withVersion(rows);
}
