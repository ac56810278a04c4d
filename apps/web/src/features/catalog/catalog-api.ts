import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../lib/services';
import { BRANDS_QUERY, CATEGORIES_QUERY, ITEM_QUERY, ITEMS_QUERY, type ItemsVariables } from './catalog-queries';

// Each hook is the one place its data is read; the query key matches app/boot-queries.ts where the
// server inlines the answer.

export function useCategories() {
  const { gql } = useServices();
  return useQuery({
    queryKey: ['categories'],
    queryFn: () => gql.request(CATEGORIES_QUERY),
    select: (data) => data.categoriesAll,
    staleTime: 10 * 60_000,
  });
}

export function useBrands() {
  const { gql } = useServices();
  return useQuery({
    queryKey: ['brands'],
    queryFn: () => gql.request(BRANDS_QUERY),
    select: (data) => data.brands.data,
    staleTime: 10 * 60_000,
  });
}

/** A page of items for a named list ('promo', 'ranking', 'category', 'search'), keyed by its variables. */
export function useItems(list: string, variables: ItemsVariables, options: { enabled?: boolean } = {}) {
  const { gql } = useServices();
  return useQuery({
    queryKey: ['items', list, variables],
    queryFn: () => gql.request(ITEMS_QUERY, variables),
    select: (data) => data.items,
    enabled: options.enabled ?? true,
    placeholderData: list === 'search' ? (previous) => previous : undefined,
  });
}

export function useItem(id: string | null) {
  const { gql } = useServices();
  return useQuery({
    queryKey: ['item', id],
    queryFn: () => gql.request(ITEM_QUERY, { id: id ?? '' }),
    select: (data) => data.item,
    enabled: Boolean(id),
  });
}

/** Spec 7: home rows are shown shuffled. Seeded per row so a re-render keeps the order. */
export function shuffled<T>(list: readonly T[], seed: number): T[] {
  const copy = [...list];
  let state = seed || 1;
  for (let i = copy.length - 1; i > 0; i -= 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
