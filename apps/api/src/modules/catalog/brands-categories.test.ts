import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/app.js';
import type { Category as SchemaCategory, PaginatorInfo } from '../../graphql/generated/resolvers.js';
import { buildTree } from './service.js';
import { LOJA, PETSHOP, storeIdOf } from './testing.js';

// the answers are read as the schema's own types
type Category = SchemaCategory;
type Paginator = PaginatorInfo;

const BRANDS =
  'query($first: Int, $page: Int, $storeId: ID) { brands(first: $first, page: $page, storeId: $storeId) { data { id name imageUrl active sequence } paginatorInfo { count currentPage hasMorePages lastPage perPage total } } }';
const CATEGORIES =
  'query($first: Int, $page: Int) { categories(first: $first, page: $page) { data { id name parentId sequence status childs { id } } paginatorInfo { count total lastPage hasMorePages } } }';
const TREE_FIELDS = 'id name parentId sequence status icon';
const TREE = `query($storeId: ID) { categoriesAll(storeId: $storeId) { ${TREE_FIELDS} childs { ${TREE_FIELDS} childs { ${TREE_FIELDS} childs { ${TREE_FIELDS} childs { ${TREE_FIELDS} childs { id } } } } } } }`;

describe('brands and categories', () => {
  let t: TestApp;
  let petshopId: number;
  beforeAll(async () => {
    t = await startTestApp();
    petshopId = await storeIdOf(t, 'petshop');
  });
  afterAll(() => t.close());

  it('lists active brands with a sequence, by sequence, 16 to a page', async () => {
    const rows = await t.database.db
      .selectFrom('brands')
      .select(['name', 'active', 'sequence'])
      .where('storeId', '=', petshopId)
      .execute();
    const shown = rows.filter((b) => b.active === 1 && b.sequence !== null).sort((a, b) => a.sequence! - b.sequence!);
    expect(rows.length).toBeGreaterThan(shown.length);

    const { body } = await gql<{
      brands: { data: { name: string; active: boolean; sequence: number }[]; paginatorInfo: Paginator };
    }>(t.app, BRANDS, {}, PETSHOP);
    expect(body.errors).toBeUndefined();
    const { data, paginatorInfo } = body.data!.brands;
    expect(data.map((b) => b.name)).toEqual(shown.slice(0, 16).map((b) => b.name));
    expect(data.every((b) => b.active)).toBe(true);
    expect(paginatorInfo).toMatchObject({
      currentPage: 1,
      perPage: 16,
      total: shown.length,
      count: Math.min(16, shown.length),
    });

    const small = await gql<{ brands: { data: { name: string }[]; paginatorInfo: Paginator } }>(
      t.app,
      BRANDS,
      { first: 3, page: 2 },
      PETSHOP,
    );
    expect(small.body.data!.brands.data.map((b) => b.name)).toEqual(shown.slice(3, 6).map((b) => b.name));
    expect(small.body.data!.brands.paginatorInfo).toMatchObject({
      hasMorePages: shown.length > 6,
      lastPage: Math.ceil(shown.length / 3),
    });
  });

  it("answers no brands for another store's id through this host", async () => {
    const { body } = await gql<{ brands: { data: unknown[]; paginatorInfo: Paginator } }>(
      t.app,
      BRANDS,
      { storeId: String(await storeIdOf(t, 'loja')) },
      PETSHOP,
    );
    expect(body.data!.brands).toMatchObject({ data: [], paginatorInfo: { total: 0 } });
  });

  it('returns the whole active tree, four levels deep, siblings by sequence', async () => {
    const { body } = await gql<{ categoriesAll: Category[] }>(t.app, TREE, {}, PETSHOP);
    expect(body.errors).toBeUndefined();
    const tree = body.data!.categoriesAll;
    expect(tree.map((c) => c.name).slice(0, 3)).toEqual(['Cães', 'Gatos', 'Pássaros']);
    const dogs = tree[0]!;
    expect(dogs).toMatchObject({ parentId: null, icon: 'dog', status: 1 });
    const food = dogs.childs[0]!;
    expect(food).toMatchObject({ name: 'Alimentação', parentId: dogs.id });
    const dry = food.childs[0]!;
    expect(dry).toMatchObject({ name: 'Ração Seca', parentId: food.id });
    expect(dry.childs.map((c) => c.name)).toEqual(['Filhotes', 'Adultos', 'Sênior']);
    expect(dry.childs.every((c) => c.parentId === dry.id && c.childs.length === 0)).toBe(true);
    const walk = (nodes: Category[], depth: number): number => {
      for (const [i, n] of nodes.entries()) if (i > 0) expect(n.sequence).toBeGreaterThan(nodes[i - 1]!.sequence);
      return nodes.reduce((max, n) => Math.max(max, n.childs.length ? walk(n.childs, depth + 1) : depth), depth);
    };
    expect(walk(tree, 1)).toBe(4);
    const count = (nodes: Category[]): number => nodes.reduce((n, c) => n + 1 + count(c.childs), 0);
    const active = await t.database.db
      .selectFrom('categories')
      .select('id')
      .where('storeId', '=', petshopId)
      .where('status', '=', 1)
      .execute();
    expect(count(tree)).toBe(active.length);
  });

  it('leaves out an inactive category with its branch, and builds the tree from one query', async () => {
    const { db } = t.database;
    const birds = await db
      .selectFrom('categories')
      .select('id')
      .where('storeId', '=', petshopId)
      .where('name', '=', 'Pássaros')
      .executeTakeFirstOrThrow();
    await db.updateTable('categories').set({ status: 0 }).where('id', '=', birds.id).execute();
    try {
      const { body } = await gql<{ categoriesAll: Category[] }>(t.app, TREE, {}, PETSHOP);
      const names = JSON.stringify(body.data!.categoriesAll);
      expect(names).not.toContain('Pássaros');
      expect(names).not.toContain('Calopsitas');
      expect(body.data!.categoriesAll.map((c) => c.name)).not.toContain('Alimentação');
    } finally {
      await db.updateTable('categories').set({ status: 1 }).where('id', '=', birds.id).execute();
    }
    const row = (id: number, parentId: number | null, sequence: number) => ({
      id,
      storeId: 1,
      parentId,
      name: `c${id}`,
      icon: null,
      status: 1,
      sequence,
    });
    const tree = buildTree([row(3, 1, 1), row(1, null, 1), row(2, null, 2), row(4, 3, 1), row(5, 99, 1)]);
    expect(tree.map((c) => c.id)).toEqual([1, 2]);
    expect(tree[0]!.childs?.[0]?.childs?.[0]?.id).toBe(4);
  });

  it('pages categories by parent (top level last), sequence and name, with their children', async () => {
    const all = await t.database.db
      .selectFrom('categories')
      .select(['id', 'parentId', 'sequence', 'name'])
      .where('storeId', '=', petshopId)
      .execute();
    const expected = [...all].sort(
      (a, b) =>
        (b.parentId ?? -1) - (a.parentId ?? -1) ||
        a.sequence - b.sequence ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
        a.id - b.id,
    );
    const first = await gql<{ categories: { data: Category[]; paginatorInfo: Paginator } }>(
      t.app,
      CATEGORIES,
      { first: 100 },
      PETSHOP,
    );
    const second = await gql<{ categories: { data: Category[]; paginatorInfo: Paginator } }>(
      t.app,
      CATEGORIES,
      { first: 100, page: 2 },
      PETSHOP,
    );
    const got = [...first.body.data!.categories.data, ...second.body.data!.categories.data];
    expect(first.body.data!.categories.paginatorInfo).toMatchObject({
      total: all.length,
      count: 100,
      hasMorePages: true,
    });
    expect(got.map((c) => c.id)).toEqual(expected.map((c) => String(c.id)));
    expect(got.at(-1)!.parentId).toBeNull();
    const top = got.find((c) => c.name === 'Cães')!;
    expect(top.childs.length).toBe(3);
  });

  it('serves each store its own tree', async () => {
    const { body } = await gql<{ categoriesAll: Category[] }>(t.app, TREE, {}, LOJA);
    expect(body.data!.categoriesAll.length).toBeGreaterThan(0);
    expect(body.data!.categoriesAll.map((c) => c.name)).not.toContain('Cães');
    const other = await gql<{ categoriesAll: Category[] }>(t.app, TREE, { storeId: String(petshopId) }, LOJA);
    expect(other.body.data!.categoriesAll).toEqual([]);
  });
});
