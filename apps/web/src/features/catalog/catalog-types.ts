import type { ResultOf } from 'gql.tada';
import type { BRANDS_QUERY, CATEGORIES_QUERY, ITEM_CARD, ITEM_QUERY, ITEMS_QUERY } from './catalog-queries';

// The catalogue's shapes are the answers of its operations (catalog-queries.ts), typed from the schema.

/** An item as the catalogue screens show it (money in cents; spec 3 'Item'). */
export type CatalogItem = ResultOf<typeof ITEM_CARD>;
export type ItemDetails = NonNullable<ResultOf<typeof ITEM_QUERY>['item']>;
/** The category tree, as deep as the drawer asks for (childs absent at the last level). */
export type Category = Pick<ResultOf<typeof CATEGORIES_QUERY>['categoriesAll'][number], 'id' | 'name' | 'icon'> & {
  childs?: Category[];
};
export type Brand = ResultOf<typeof BRANDS_QUERY>['brands']['data'][number];
export type ItemPage = ResultOf<typeof ITEMS_QUERY>['items'];

/** One entry of an item's or variant's attrs, a JSON list of { name, value } in the schema. */
export type Attribute = { name: string | null; value: unknown };

/** The entries of an attrs list that carry a value: [{ name: 'Cor', value: 'Verde' }]. */
export function itemAttributes(attrs: unknown): Attribute[] {
  const list: unknown[] = Array.isArray(attrs) ? attrs : [];
  return list.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null || !('value' in entry) || entry.value == null) return [];
    const name = 'name' in entry && typeof entry.name === 'string' ? entry.name : null;
    return [{ name, value: entry.value }];
  });
}

/** The attribute values of an item, for cards: [{ name: 'Cor', value: 'Verde' }] → ['Verde']. */
export function attributeValues(attrs: unknown): string[] {
  return itemAttributes(attrs)
    .map((attr) => String(attr.value))
    .filter(Boolean);
}
