import type { ItemsVariables } from './catalog-queries';
/** Spec 9: search pages hold 20 items on phones, 24 otherwise. */
export const PHONE_PAGE_SIZE = 20;
export const PAGE_SIZE = 24;
export const PHONE_QUERY = '(max-width: 599.98px)';

export type SearchFilters = { q: string; c: string | null; promo: boolean; brand: string | null; page: number };

/** Reads spec 2's query: q (text), c (category id), promo=1, brand={brandId}, plus page. */
export function readFilters(params: URLSearchParams): SearchFilters {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    q: params.get('q')?.trim() ?? '',
    c: params.get('c') || null,
    promo: params.get('promo') === '1',
    brand: params.get('brand') || null,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/**
 * The items query for the filters. The API has no brand argument but indexes brand names in its
 * full-text search, so a brand search asks for the brand's name (and the page keeps that brand's items).
 */
export function searchVariables(filters: SearchFilters, phone: boolean, brandName: string | null): ItemsVariables {
  const text = [filters.q, brandName ?? ''].filter(Boolean).join(' ');
  return {
    first: phone ? PHONE_PAGE_SIZE : PAGE_SIZE,
    page: filters.page,
    ...(text ? { q: text } : {}),
    ...(filters.c ? { categories: [filters.c] } : {}),
    ...(filters.promo ? { where: { column: 'PROMOTIONAL_PRICE', operator: 'GT', value: 0 } as const } : {}),
  };
}
