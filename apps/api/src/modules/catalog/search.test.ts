import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, liftClientBudgets, startTestApp, type TestApp } from '../../../test/app.js';
import { foldText } from './search-text.js';
import { firstError, PETSHOP, storeIdOf } from './testing.js';

type Page = {
  items: {
    data: { id: string; name: string; price: number }[];
    paginatorInfo: { total: number; hasMorePages: boolean };
  };
};

const SEARCH = /* GraphQL */ `
  query Search(
    $q: String
    $first: Int
    $page: Int
    $categories: [ID!]
    $where: QueryItemsWhereWhereConditions
    $orderBy: [QueryItemsOrderByOrderByClause!]
  ) {
    items(q: $q, first: $first, page: $page, categories: $categories, where: $where, orderBy: $orderBy) {
      data {
        id
        name
        price
      }
      paginatorInfo {
        total
        hasMorePages
      }
    }
  }
`;

// What a shopper may type that means something to FTS5 or to_tsquery syntax; none of it may break a search.
const HOSTILE = [
  '"',
  '""',
  "'",
  '*',
  'racao*',
  '*racao',
  'ra:cao',
  'name:racao',
  'racao:*',
  'a & b',
  'a | b',
  '!racao',
  '-racao',
  '^racao',
  'NEAR(racao gatos)',
  'racao NEAR gatos',
  '(racao',
  'racao)',
  '()',
  'racao OR gatos',
  'racao AND NOT gatos',
  'NOT',
  'AND',
  '{name}: racao',
  'racao + gatos',
  '\\',
  '%',
  '_',
  "'; drop table items; --",
  'racao <-> gatos',
  ':*',
  '&',
  '|',
  '🐶 ração',
];

describe('search (q)', () => {
  let t: TestApp;
  let petshopId: number;
  const search = async (variables: Record<string, unknown>) => {
    const res = await gql<Page>(t.app, SEARCH, variables, PETSHOP);
    expect(res.body.errors).toBeUndefined();
    return res.body.data!.items;
  };
  /** Live petshop items with a word starting with every given (folded) prefix in name, code or description. */
  const expected = async (...prefixes: string[]) => {
    const rows = await t.database.db
      .selectFrom('items')
      .select(['id', 'name', 'code', 'description'])
      .where('storeId', '=', petshopId)
      .where('deleted', '=', 0)
      .execute();
    return rows.filter((r) => {
      const words = foldText(`${r.name} ${r.code} ${r.description}`).match(/[\p{L}\p{N}]+/gu) ?? [];
      return prefixes.every((p) => words.some((w) => w.startsWith(p)));
    });
  };

  // many searches from one address: this file checks what they find
  let restoreBudgets = () => {};
  beforeAll(async () => {
    t = await startTestApp();
    restoreBudgets = liftClientBudgets();
    petshopId = await storeIdOf(t, 'petshop');
  });
  afterAll(async () => {
    restoreBudgets();
    await t.close();
  });

  it("finds 'Ração' items for 'racao', accent- and case-insensitively, with name matches first", async () => {
    const want = await expected('racao');
    expect(want.length).toBeGreaterThan(40);
    const plain = await search({ q: 'racao', first: 100 });
    expect(plain.paginatorInfo.total).toBe(want.length);
    expect(plain.data.slice(0, 20).every((i) => foldText(i.name).includes('racao'))).toBe(true);
    for (const q of ['RAÇÃO', 'Ração', 'raçao', '  racao  ']) {
      const other = await search({ q, first: 100 });
      expect(other.paginatorInfo.total).toBe(want.length);
      expect(other.data.map((i) => i.id)).toEqual(plain.data.map((i) => i.id));
    }
  });

  it('ranks an item naming the words above one that only mentions them, whatever their stock', async () => {
    const now = new Date().toISOString();
    const { db } = t.database;
    const { id } = await db
      .insertInto('items')
      .values({
        storeId: petshopId,
        code: 'BUSCA-1',
        name: 'Kit Brinde Sortido',
        description: 'Acompanha amostra de ração',
        price: 1000,
        stockQuantity: 100_000,
        ranking: 100_000,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const all = await search({ q: 'racao', first: 100, page: 2 });
      const pages = [await search({ q: 'racao', first: 100 }), all];
      const ids = pages.flatMap((p) => p.data.map((i) => i.id));
      const names = pages.flatMap((p) => p.data.map((i) => foldText(i.name)));
      expect(ids).toContain(String(id));
      // Every item with 'racao' in its name comes before the one that only mentions it.
      expect(names.slice(0, ids.indexOf(String(id))).every((n) => n.includes('racao'))).toBe(true);
      expect(names.slice(ids.indexOf(String(id)) + 1).some((n) => n.includes('racao'))).toBe(false);
    } finally {
      await db.deleteFrom('items').where('id', '=', id).execute();
    }
  });

  it('matches word prefixes and requires every word', async () => {
    const prefix = await search({ q: 'rac', first: 100 });
    expect(prefix.paginatorInfo.total).toBe((await expected('rac')).length);
    const both = await search({ q: 'ração gatos', first: 100 });
    const want = await expected('racao', 'gatos');
    expect(both.paginatorInfo.total).toBe(want.length);
    expect(both.data.every((i) => want.some((w) => String(w.id) === i.id))).toBe(true);
    const code = await search({ q: 'PET-0007' });
    expect(code.data[0]?.id).toBe(
      String(
        (await t.database.db.selectFrom('items').select('id').where('code', '=', 'PET-0007').executeTakeFirstOrThrow())
          .id,
      ),
    );
  });

  it('turns any text into a safe query: operators, quotes and punctuation never cause an error', async () => {
    for (const q of HOSTILE) {
      const res = await gql<Page>(t.app, SEARCH, { q }, PETSHOP);
      expect({ q, errors: res.body.errors }).toEqual({ q, errors: undefined });
      expect(res.status).toBe(200);
    }
    // Operator words are plain words: 'racao OR gatos' needs both, it does not widen the search.
    const or = await search({ q: 'racao OR gatos' });
    expect(or.paginatorInfo.total).toBe((await expected('racao', 'or', 'gatos')).length);
    // Text with no word at all is no search: the whole catalogue in the default order.
    const everything = (await search({})).paginatorInfo.total;
    expect((await search({ q: '"*:&|()' })).paginatorInfo.total).toBe(everything);
    expect((await search({ q: '' })).paginatorInfo.total).toBe(everything);
    expect(everything).toBe((await expected('')).length);
  });

  it('combines search with categories, where and paging, and refuses an overlong text', async () => {
    const promo = await search({ q: 'racao', first: 100, where: { column: 'PRICE', operator: 'LT', value: 5000 } });
    expect(promo.data.length).toBeGreaterThan(0);
    expect(promo.data.every((i) => i.price < 5000)).toBe(true);
    const cheapFirst = await search({ q: 'racao', first: 10, orderBy: [{ column: 'PRICE', order: 'ASC' }] });
    const prices = cheapFirst.data.map((i) => i.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const page1 = await search({ q: 'racao', first: 20, page: 1 });
    const page2 = await search({ q: 'racao', first: 20, page: 2 });
    expect(page2.data.some((i) => page1.data.some((j) => j.id === i.id))).toBe(false);
    const tooLong = await gql(t.app, SEARCH, { q: 'a'.repeat(201) }, PETSHOP);
    expect(firstError(tooLong.body)).toMatchObject({
      category: 'validation',
      validation: { q: ['A busca pode ter até 200 caracteres'] },
      fields: { q: [{ code: 'search.queryTooLong', params: { max: 200 } }] },
    });
  });

  it('keeps the index in step with every insert, rename and delete', async () => {
    const { db } = t.database;
    const now = new Date().toISOString();
    const { id } = await db
      .insertInto('items')
      .values({
        storeId: petshopId,
        code: 'SYNC-1',
        name: 'Comedouro Xilofônico',
        price: 2990,
        stockQuantity: 3,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids = async (q: string) => (await search({ q })).data.map((i) => i.id);
    expect(await ids('xilofonico')).toEqual([String(id)]);
    await db.updateTable('items').set({ name: 'Bebedouro Zabumba' }).where('id', '=', id).execute();
    expect(await ids('xilofonico')).toEqual([]);
    expect(await ids('ZABUMBA')).toEqual([String(id)]);
    await db.updateTable('items').set({ stockQuantity: 9 }).where('id', '=', id).execute();
    expect(await ids('zabumba')).toEqual([String(id)]);
    await db.updateTable('items').set({ deleted: 1 }).where('id', '=', id).execute();
    expect(await ids('zabumba')).toEqual([]);
    await db.deleteFrom('items').where('id', '=', id).execute();
    expect(await ids('zabumba')).toEqual([]);
  });
});
