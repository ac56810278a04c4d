import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, liftClientBudgets, startTestApp, type TestApp } from '../../../test/app.js';
import { seedLargeCatalog } from '../../db/seed/large.js';
import { countItems, findItems, LARGE_CATEGORY, type ItemFilter } from './items-repository.js';
import { searchTerms } from './search-text.js';
import { PETSHOP } from './testing.js';

type Page = {
  items: { data: { id: string }[]; paginatorInfo: { total: number; lastPage: number; hasMorePages: boolean } };
};

const SEARCH = /* GraphQL */ `
  query Search($q: String, $first: Int, $page: Int, $categories: [ID!]) {
    items(q: $q, first: $first, page: $page, categories: $categories) {
      data {
        id
      }
      paginatorInfo {
        total
        lastPage
        hasMorePages
      }
    }
  }
`;

// A generated catalogue big enough that a common word matches tens of thousands of items.
const GENERATED = 60_000;

describe('pages of a generated catalogue equal the plain full query', () => {
  let t: TestApp;
  let storeId: number;
  // many searches from one address: this file checks what they find
  let restoreBudgets = () => {};
  beforeAll(async () => {
    t = await startTestApp();
    restoreBudgets = liftClientBudgets();
    ({ storeId } = await seedLargeCatalog(t.database.db, { items: GENERATED }));
  }, 600_000);
  afterAll(async () => {
    restoreBudgets();
    await t.close();
  });

  /** The page as the full ranking over every match gives it: relevance, then stock, ranking and id. */
  async function fullRanking(q: string, perPage: number, page: number, categoryIds: number[] | null = null) {
    const filter: ItemFilter = {
      storeId,
      ids: null,
      categoryIds,
      inStockOnly: false,
      terms: searchTerms(q),
      where: null,
    };
    const { rows } = await findItems(t.database.db, t.database.kind, filter, [], {
      perPage,
      currentPage: page,
      offset: (page - 1) * perPage,
    });
    return rows.map((r) => String(r.id));
  }

  async function search(variables: Record<string, unknown>) {
    const res = await gql<Page>(t.app, SEARCH, variables, PETSHOP);
    expect(res.body.errors).toBeUndefined();
    return res.body.data!.items;
  }

  it('gives the first pages of the full ranking for common and rare words', { timeout: 180_000 }, async () => {
    const counts: Record<string, number> = {};
    for (const q of ['racao', 'ração gatos', 'gato', 'areia', 'petisco', 'gen 0001', 'brinquedo corda']) {
      for (const [first, page] of [
        [24, 1],
        [20, 1],
        [24, 2],
        [24, 5],
      ] as const) {
        const got = await search({ q, first, page });
        expect(
          got.data.map((d) => d.id),
          `${q} ${first}×${page}`,
        ).toEqual(await fullRanking(q, first, page));
        counts[q] = got.paginatorInfo.total;
      }
    }
    // The common word really is common: tens of thousands of matches ranked.
    expect(counts.racao).toBeGreaterThan(20_000);
  });

  it('gives the full ranking far beyond the candidates, and inside a category', { timeout: 120_000 }, async () => {
    const got = await search({ q: 'racao', first: 24, page: 40 });
    expect(got.data.map((d) => d.id)).toEqual(await fullRanking('racao', 24, 40));
    const category = await t.database.db
      .selectFrom('itemCategories')
      .innerJoin('categories', 'categories.id', 'itemCategories.categoryId')
      .select('categoryId')
      .where('categories.storeId', '=', storeId)
      .groupBy('categoryId')
      .orderBy((e) => e.fn.countAll(), 'asc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const inCategory = await search({ q: 'racao', first: 24, page: 1, categories: [String(category.categoryId)] });
    expect(inCategory.data.map((d) => d.id)).toEqual(await fullRanking('racao', 24, 1, [category.categoryId]));
  });

  it(
    'lists a large category along the sort index with the same pages and total as sorting all its items',
    { timeout: 120_000 },
    async () => {
      const roots = await t.database.db
        .selectFrom('categories')
        .select('id')
        .where('storeId', '=', storeId)
        .where('parentId', 'is', null)
        .execute();
      const categoryIds = roots.map((r) => r.id).slice(0, 1);
      const filter: ItemFilter = { storeId, ids: null, categoryIds, inStockOnly: false, terms: [], where: null };
      const { total } = await countItems(t.database.db, t.database.kind, filter);
      expect(total).toBeGreaterThan(LARGE_CATEGORY);
      for (const page of [1, 3]) {
        const got = await search({ first: 24, page, categories: categoryIds.map(String) });
        const sorted = await findItems(
          t.database.db,
          t.database.kind,
          filter,
          [],
          { perPage: 24, currentPage: page, offset: (page - 1) * 24 },
          { walkSortIndex: false },
        );
        expect(got.data.map((d) => d.id)).toEqual(sorted.rows.map((r) => String(r.id)));
        expect(got.paginatorInfo.total).toBe(total);
      }
    },
  );

  it('counts every match, and pages to the last one', { timeout: 120_000 }, async () => {
    const first = await search({ q: 'racao', first: 24, page: 1 });
    const { total } = first.paginatorInfo;
    const filter: ItemFilter = {
      storeId,
      ids: null,
      categoryIds: null,
      inStockOnly: false,
      terms: ['racao'],
      where: null,
    };
    expect(total).toBe((await countItems(t.database.db, t.database.kind, filter)).total);
    expect(first.paginatorInfo.lastPage).toBe(Math.ceil(total / 24));
    const last = await search({ q: 'racao', first: 24, page: first.paginatorInfo.lastPage });
    expect(last.data.length).toBe(total - 24 * (first.paginatorInfo.lastPage - 1));
    expect(last.paginatorInfo.hasMorePages).toBe(false);
  });
});
