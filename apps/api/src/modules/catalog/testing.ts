import { StatementCounter } from '../../db/statement-counter.js';
import { storeConfig } from '../stores/store-rules.js';
import type { TestApp } from '../../../test/app.js';

/** Helpers for this module's tests only. */

export type ItemView = {
  id: string;
  code: string;
  name: string;
  price: number;
  promotionalPrice: number;
  stockQuantity: number;
  storeId: string;
  images: string[];
  thumbnail: string | null;
  attrs: { name: string; value: string }[];
  listPrice: number | null;
  categories: { id: string; name: string }[];
  brand: { id: string; name: string } | null;
  variants: { id: string; attrs: unknown[] }[];
  discountInfo: { price: number; label: string; discountValue: number; discountType: string } | null;
};
export type Paginator = {
  count: number;
  currentPage: number;
  hasMorePages: boolean;
  lastPage: number;
  perPage: number;
  total: number;
  firstItem: number | null;
  lastItem: number | null;
};
export type ItemsPage = { items: { data: ItemView[]; paginatorInfo: Paginator } };

/** The items listing with every argument, as the storefront sends it. */
export const ITEMS = /* GraphQL */ `
  query Items(
    $first: Int
    $page: Int
    $categories: [ID!]
    $ids: [ID!]
    $storeId: ID
    $deleted: Boolean
    $orderBy: [QueryItemsOrderByOrderByClause!]
    $where: QueryItemsWhereWhereConditions
  ) {
    items(
      first: $first
      page: $page
      categories: $categories
      ids: $ids
      storeId: $storeId
      deleted: $deleted
      orderBy: $orderBy
      where: $where
    ) {
      data {
        id
        code
        name
        price
        promotionalPrice
        stockQuantity
        storeId
      }
      paginatorInfo {
        count
        currentPage
        hasMorePages
        lastPage
        perPage
        total
        firstItem
        lastItem
      }
    }
  }
`;

export const ITEM = /* GraphQL */ `
  query Item($id: ID!, $storeId: ID) {
    item(id: $id, storeId: $storeId) {
      id
      code
      name
      description
      images
      thumbnail
      attrs
      price
      promotionalPrice
      listPrice
      stockQuantity
      storeId
      categories {
        id
        name
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
        discountValue
        discountType
      }
    }
  }
`;

export const PETSHOP = { host: 'petshop.localhost' } as const;
export const LOJA = { host: 'loja.localhost' } as const;

type GqlError = { message: string; extensions?: Record<string, unknown> };

/** The first error's category, message and per-field messages (pt-BR texts and catalogue keys), for one-line assertions. */
export function firstError(body: { errors?: GqlError[] }) {
  const error = body.errors?.[0];
  const extensions = error?.extensions;
  return {
    category: extensions?.category,
    message: error?.message,
    validation: extensions?.validation as Record<string, string[]> | undefined,
    fields: extensions?.fields as Record<string, { code: string; params: Record<string, unknown> }[]> | undefined,
  };
}

/**
 * Counts the queries the app runs from now on. The GraphQL context reads `database.db` on every request,
 * so swapping in a Kysely with a counting plugin (same connections) sees every query of the next requests.
 */
export function countQueries(t: TestApp): { readonly count: number; stop(): void } {
  const original = t.database.db;
  const counter = new StatementCounter();
  t.database.db = original.withPlugin(counter);
  return {
    get count() {
      return counter.count;
    },
    stop() {
      t.database.db = original;
    },
  };
}

/** Replaces keys of a store's config JSON, as an administrator would; returns a function that restores it. */
export async function patchStoreConfig(
  t: TestApp,
  slug: string,
  patch: Record<string, unknown>,
): Promise<() => Promise<void>> {
  const { db } = t.database;
  const store = await db
    .selectFrom('stores')
    .select(['id', 'config'])
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  const next = { ...storeConfig(store), ...patch };
  await db
    .updateTable('stores')
    .set({ config: JSON.stringify(next) })
    .where('id', '=', store.id)
    .execute();
  return async () => {
    await db.updateTable('stores').set({ config: store.config }).where('id', '=', store.id).execute();
  };
}

export async function storeIdOf(t: TestApp, slug: string): Promise<number> {
  const row = await t.database.db.selectFrom('stores').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
  return row.id;
}
