import type { Generated } from 'kysely';
import type { Flag, Instant, JsonText } from './stores.js';

export interface CategoriesTable {
  id: Generated<number>;
  storeId: number;
  parentId: number | null;
  name: string;
  icon: string | null;
  status: Generated<number>;
  sequence: Generated<number>;
}

export interface BrandsTable {
  id: Generated<number>;
  storeId: number;
  name: string;
  imageUrl: string | null;
  active: Generated<Flag>;
  sequence: number | null;
}

export interface ItemsTable {
  id: Generated<number>;
  storeId: number;
  brandId: number | null;
  code: string;
  name: string;
  description: Generated<string>;
  images: Generated<JsonText>;
  attrs: Generated<JsonText>;
  price: number;
  promotionalPrice: Generated<number>;
  stockQuantity: Generated<number>;
  ranking: Generated<number>;
  deleted: Generated<Flag>;
  createdAt: Instant;
  updatedAt: Instant;
}

export interface ItemCategoriesTable {
  itemId: number;
  categoryId: number;
}

export interface ItemVariantsTable {
  id: Generated<number>;
  itemId: number;
  attrs: Generated<JsonText>;
  stockQuantity: number | null;
  deleted: Generated<Flag>;
}

export interface PriceListsTable {
  id: Generated<number>;
  storeId: number;
  name: string;
  kind: Generated<'company' | 'exempt'>;
}

export interface PriceListItemsTable {
  id: Generated<number>;
  priceListId: number;
  itemId: number;
  price: number;
}
