import { itemAttrs, itemImages } from '../../db/json-columns.js';
import type { Item } from '../../graphql/generated/resolvers.js';

/** The item columns the API reads: never selectAll, PostgreSQL's items also carry the search vector. */
export const ITEM_FIELDS = [
  'items.id',
  'items.storeId',
  'items.brandId',
  'items.code',
  'items.name',
  'items.description',
  'items.images',
  'items.attrs',
  'items.price',
  'items.promotionalPrice',
  'items.stockQuantity',
  'items.ranking',
  'items.createdAt',
] as const;

export type ItemRow = {
  id: number;
  storeId: number;
  brandId: number | null;
  code: string;
  name: string;
  description: string;
  images: string;
  attrs: string;
  price: number;
  promotionalPrice: number;
  stockQuantity: number;
  ranking: number;
  createdAt: string;
};

/** Fields of Item resolved per page by loaders (relations.ts), from the item's ids. */
type ResolvedItemFields = 'categories' | 'variants' | 'brand' | 'listPrice' | 'discountInfo';

/**
 * What the Item resolvers start from (the codegen mapper): the schema's Item without those, with the row's numeric ids
 * and the columns the resolvers read; `listPriceId` is the list this viewer may see, if any.
 */
export type ItemModel = Omit<Item, '__typename' | 'id' | 'storeId' | 'attrs' | ResolvedItemFields> &
  Pick<ItemRow, 'id' | 'storeId' | 'brandId' | 'ranking' | 'createdAt'> & {
    attrs: unknown[];
    listPriceId: number | null;
  };

/**
 * The small version of an image: '-min' before the extension of the file name.
 * `thumbnailOf('/media/items/PET-0001.svg')` → '/media/items/PET-0001-min.svg'; no extension → '-min' appended.
 */
export function thumbnailOf(url: string): string {
  const cut = url.search(/[?#]/);
  const path = cut === -1 ? url : url.slice(0, cut);
  const rest = cut === -1 ? '' : url.slice(cut);
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  // A dot in a folder name ('/cdn.v2/photo') or a leading dot ('.hidden') is no extension.
  if (dot <= slash + 1) return `${path}-min${rest}`;
  return `${path.slice(0, dot)}-min${path.slice(dot)}${rest}`;
}

export function toItemModel(row: ItemRow, listPriceId: number | null): ItemModel {
  const urls = itemImages(row.images);
  const first = urls[0];
  return {
    ...row,
    images: urls,
    thumbnail: first === undefined ? null : thumbnailOf(first),
    attrs: itemAttrs(row.attrs),
    listPriceId,
  };
}
