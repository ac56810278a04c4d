import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, gql, startTestApp, type TestApp } from '../../../test/app.js';
import { countQueries, ITEM, PETSHOP } from './testing.js';

// Every relation an item card or page can show, so each loader is exercised.
const FULL = /* GraphQL */ `
  query ($first: Int, $q: String) {
    items(first: $first, q: $q) {
      data {
        id
        name
        images
        thumbnail
        attrs
        price
        promotionalPrice
        listPrice
        stockQuantity
        categories {
          id
          name
          childs {
            id
          }
        }
        brand {
          id
          name
        }
        variants {
          id
          attrs
        }
        discountInfo {
          price
          label
        }
      }
      paginatorInfo {
        total
      }
    }
  }
`;

describe('queries per request (no N+1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    // An approved company, so the list-price loader runs too.
    await t.database.db
      .updateTable('users')
      .set({ companyVerifiedAt: new Date().toISOString() })
      .where('email', '=', 'empresa@petshop.demo')
      .execute();
  });
  afterAll(() => t.close());

  async function queriesFor(variables: Record<string, unknown>, headers: Record<string, string>): Promise<number> {
    const counter = countQueries(t);
    try {
      const { body } = await gql<{ items: { data: unknown[] } }>(t.app, FULL, variables, headers);
      expect(body.errors).toBeUndefined();
      expect(body.data!.items.data).toHaveLength(Number(variables.first));
      return counter.count;
    } finally {
      counter.stop();
    }
  }

  // The first request of a filter also counts it (and a search also reads its candidates); later ones
  // reuse both until the catalogue changes, so both sizes are measured warm, after one request.
  it('runs the same few queries for 5 items as for 100, anonymous or as a company', async () => {
    for (const headers of [PETSHOP, await bearerFor(t, 'empresa@petshop.demo')]) {
      const cold = await queriesFor({ first: 5 }, headers);
      const few = await queriesFor({ first: 5 }, headers);
      const many = await queriesFor({ first: 100 }, headers);
      expect(many).toBe(few);
      // the count is the only extra query of the first request
      expect(cold).toBeLessThanOrEqual(few + 1);
      // host lookup, user (for a company), page, categories, their children, brands, variants, list prices
      expect(many).toBeLessThanOrEqual(headers === PETSHOP ? 6 : 8);
    }
  });

  it('does the same with a search, and keeps the count until an item changes', async () => {
    await queriesFor({ first: 5, q: 'racao' }, PETSHOP);
    const few = await queriesFor({ first: 5, q: 'racao' }, PETSHOP);
    expect(await queriesFor({ first: 40, q: 'racao' }, PETSHOP)).toBe(few);
    expect(few).toBeLessThanOrEqual(6);
    // A renamed item changes what matches: the next search counts (and ranks) again, then settles.
    const item = await t.database.db
      .selectFrom('items')
      .select(['id', 'name'])
      .where('name', 'like', '%Ração%')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('items')
      .set({ name: `${item.name} nova` })
      .where('id', '=', item.id)
      .execute();
    expect(await queriesFor({ first: 5, q: 'racao' }, PETSHOP)).toBeGreaterThan(few);
    expect(await queriesFor({ first: 5, q: 'racao' }, PETSHOP)).toBe(few);
  });

  it('reads item(id) with its brand in one query, then its categories and variants in one each', async () => {
    const item = await t.database.db
      .selectFrom('items')
      .innerJoin('brands', 'brands.id', 'items.brandId')
      .select(['items.id', 'brands.name'])
      .where('items.deleted', '=', 0)
      .where('items.name', 'like', '%Ração%')
      .executeTakeFirstOrThrow();
    const counter = countQueries(t);
    try {
      const { body } = await gql<{ item: { brand: { name: string } | null; categories: unknown[] } }>(
        t.app,
        ITEM,
        { id: String(item.id) },
        PETSHOP,
      );
      expect(body.errors).toBeUndefined();
      expect(body.data!.item.brand?.name).toBe(item.name);
      // host lookup (at most 2), the item with its brand, categories, variants
      expect(counter.count).toBeLessThanOrEqual(5);
    } finally {
      counter.stop();
    }
  });
});
