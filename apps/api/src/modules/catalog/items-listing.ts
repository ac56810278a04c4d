/** `items(...)`: one page of a store's catalogue, by filter or by search, with a total counted once per version. */
import { msg, type Message } from '@store/core';
import type { GraphQLContext } from '../../graphql/context.js';
import { validationError } from '../../lib/errors.js';
import { emptyPage, pageOf, paginatorInfo, type Page } from '../../lib/pagination.js';
import { parseId, storeInScope } from '../stores/scope.js';
import { storeRules } from '../stores/store-rules.js';
import { catalogCache, type CatalogCache, type Counted } from './catalog-cache.js';
import { checkOrderBy, parseWhere, type Condition } from './filters.js';
import { toItemModel, type ItemModel } from './item-view.js';
import {
  countItems,
  findItems,
  LARGE_CATEGORY,
  pageOfCandidates,
  searchCandidates,
  type ItemFilter,
  type PageRows,
} from './items-repository.js';
import { listIdFor } from './list-price.js';
import { searchTerms } from './search-text.js';
import type { Paginated } from './service.js';
import type { QueryItemsArgs } from '../../graphql/generated/resolvers.js';

export const ITEMS_PAGE_SIZE = 20;
// Enough for a full cart lookup (spec 9: 100) and a category menu; longer lists are refused, not cut.
const MAX_IDS = 100;
const MAX_CATEGORIES = 50;
const MAX_QUERY_LENGTH = 200;
export const TOO_MANY_IDS = msg('search.tooManyIds', { max: MAX_IDS });
export const TOO_MANY_CATEGORIES = msg('search.tooManyCategories', { max: MAX_CATEGORIES });
export const QUERY_TOO_LONG = msg('search.queryTooLong', { max: MAX_QUERY_LENGTH });

function idList(
  values: readonly string[] | null | undefined,
  max: number,
  field: string,
  message: Message,
): number[] | null {
  if (values == null) return null;
  if (values.length > max) throw validationError({ [field]: message });
  // An id that cannot exist matches nothing, as an unknown number would.
  return values.map(parseId).filter((id): id is number => id !== null);
}

/**
 * Whether a count of this filter can be kept until the catalogue version changes: a where on stock
 * (other than 'in stock') or ranking cannot, the version ignores those writes (migration 0013).
 */
function countKeepable(f: ItemFilter): boolean {
  if (f.ids !== null) return false; // at most 100 ids: counted by primary key, nothing to keep
  const walk = (c: Condition): boolean =>
    c.kind === 'compare'
      ? c.column === 'RANKING'
        ? false
        : c.column !== 'STOCK_QUANTITY' ||
          (c.operator === 'GT' && c.value === 0) ||
          (c.operator === 'GTE' && c.value === 1)
      : c.children.every(walk);
  return f.where === null || walk(f.where);
}

type Counter = { cache: CatalogCache; key: string | null; count: () => Promise<Counted> };

async function counted(c: Counter): Promise<Counted> {
  const fresh = await c.count();
  if (c.key !== null) c.cache.totals.set(c.key, fresh);
  return fresh;
}

/** The filter's total for a page read at `version`: the kept count when it was made at that version, else a new count. */
async function totalFor(c: Counter, page: Page, got: PageRows): Promise<number> {
  if (got.rows.length === 0 && page.offset === 0) return 0;
  return totalAt(c, got.version);
}

async function totalAt(c: Counter, version: number | null): Promise<number> {
  const kept = c.key === null ? undefined : c.cache.totals.get(c.key);
  if (kept && version !== null && kept.version === version) return kept.total;
  return (await counted(c)).total;
}

// Search candidates: enough for several pages, few enough to read in a millisecond or two (see searchPage);
// ties with the last one come too, up to CANDIDATE_CAP.
const CANDIDATES = [240, 2400] as const;
const CANDIDATE_CAP = 5000;

/**
 * A page of search results by relevance, equal to the page the full ranking gives: read from the
 * engine's best matches (cached per query and catalogue version) when they settle it, else from the
 * full ranking (far pages, or a store whose matches rank below other stores').
 */
async function searchPage(ctx: GraphQLContext, counter: Counter, f: ItemFilter, page: Page): Promise<PageRows> {
  const { cache } = counter;
  const need = page.offset + page.perPage;
  const limit = CANDIDATES.find((n) => n >= need * 4);
  if (limit !== undefined) {
    const key = `${limit}:${f.terms.join(' ')}`;
    for (let attempt = 0; attempt < 2; attempt++) {
      let candidates = cache.candidates.get(key);
      if (!candidates) {
        candidates = await searchCandidates(ctx.db, ctx.dbKind, f.terms, limit, CANDIDATE_CAP);
        // No match has no version to keep it by: asked again next time.
        if (candidates.complete && candidates.ids.length === 0) return { rows: [], version: null };
        cache.candidates.set(key, candidates);
      }
      // One score shared by more than CANDIDATE_CAP matches: only the full ranking orders them.
      if (candidates.ids.length === 0) break;
      const got = await pageOfCandidates(ctx.db, ctx.dbKind, f, candidates, page);
      if (got.version !== null && got.version !== candidates.version) {
        cache.candidates.delete(key);
        continue;
      }
      if (got.rows.length === page.perPage || candidates.complete) return got;
      // Short: the end of the results, or matches of this store beyond the candidates (read below).
      if (page.offset + got.rows.length === (await totalAt(counter, candidates.version))) return got;
      break;
    }
  }
  return findItems(ctx.db, ctx.dbKind, f, [], page);
}

/**
 * `items(...)`: one page of the request's store catalogue with paginator info. Usually one query: the
 * total is counted once per filter and catalogue version, search ranks a bounded candidate list.
 */
export async function listItems(ctx: GraphQLContext, args: QueryItemsArgs): Promise<Paginated<ItemModel>> {
  const page = pageOf(args, ITEMS_PAGE_SIZE);
  const ids = idList(args.ids, MAX_IDS, 'ids', TOO_MANY_IDS);
  const categoryIds = idList(args.categories, MAX_CATEGORIES, 'categories', TOO_MANY_CATEGORIES);
  if ((args.q ?? '').length > MAX_QUERY_LENGTH) throw validationError({ q: QUERY_TOO_LONG });
  const where = parseWhere(args.where);
  const orderBy = checkOrderBy(args.orderBy);
  const store = storeInScope(ctx.store, args.storeId);
  if (!store || ids?.length === 0 || categoryIds?.length === 0) return emptyPage(page);

  const rules = storeRules(store);
  const filter: ItemFilter = {
    storeId: store.id,
    ids,
    categoryIds,
    // Listings hide items without stock when the store says so (unless it ignores stock); a lookup by ids
    // (the cart's) must still find an item that ran out.
    inStockOnly: ids === null && rules.hideItemsWithoutStock && !rules.ignoreStock,
    terms: searchTerms(args.q ?? ''),
    where,
  };
  const cache = catalogCache(ctx.services.database);
  const counter: Counter = {
    cache,
    key: countKeepable(filter) ? JSON.stringify(filter) : null,
    count: () => countItems(ctx.db, ctx.dbKind, filter),
  };
  const readPage = async (): Promise<PageRows> => {
    if (filter.terms.length > 0 && orderBy.length === 0) return searchPage(ctx, counter, filter, page);
    // A large category is read along the sort index; the kept count (even of an older version) tells its size.
    let size = filter.categoryIds && counter.key ? cache.totals.get(counter.key)?.total : undefined;
    if (filter.categoryIds && size === undefined) size = (await counted(counter)).total;
    return findItems(ctx.db, ctx.dbKind, filter, orderBy, page, { walkSortIndex: (size ?? 0) > LARGE_CATEGORY });
  };
  const [listId, got] = await Promise.all([listIdFor(ctx, rules, args.listPriceId), readPage()]);
  const total = await totalFor(counter, page, got);
  return {
    data: got.rows.map((r) => toItemModel(r, listId)),
    paginatorInfo: paginatorInfo(page, total, got.rows.length),
  };
}
