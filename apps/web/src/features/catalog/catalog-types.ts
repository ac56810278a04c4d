/** An item as the catalogue screens show it (money in cents; spec 3 'Item'). */
export type CatalogItem = {
  id: string;
  code: string;
  name: string;
  thumbnail: string | null;
  images: string[];
  attrs: { name?: string; value?: unknown }[] | null;
  price: number;
  promotionalPrice: number;
  listPrice: number | null;
  stockQuantity: number;
  discountInfo: { price: number; label: string; discountValue: number; discountType: string } | null;
  brand?: { id: string; name?: string } | null;
};

export type ItemDetails = CatalogItem & {
  description: string;
  variants: { id: string; attrs: { name?: string; value?: unknown }[]; stockQuantity: number | null }[];
  categories: { id: string; name: string }[];
  brand: { id: string; name: string } | null;
};

export type Category = { id: string; name: string; icon: string | null; childs: Category[] };
export type Brand = { id: string; name: string; imageUrl: string | null };
export type Paginator = { currentPage: number; lastPage: number; hasMorePages: boolean; total?: number };
export type ItemPage = { data: CatalogItem[]; paginatorInfo: Paginator };

/** The attribute values of an item, for cards: [{ name: 'Cor', value: 'Verde' }] → ['Verde']. */
export function attributeValues(attrs: CatalogItem['attrs']): string[] {
  return (attrs ?? []).map((attr) => (attr && attr.value != null ? String(attr.value) : '')).filter(Boolean);
}
