import type { QueryClient } from '@tanstack/react-query';
import type { GraphQLClient } from '../../lib/graphql-client';
import { ITEM_QUERY, ITEMS_QUERY } from './catalog-queries';
import { PHONE_QUERY, readFilters, searchVariables } from './search-params';

/**
 * Asks for the data of the search or item page the address names while that page's code is still loading, under the
 * keys and with the requests the page itself uses (useItems('search', …), useItem), so a link to a search or an item
 * shows its results one round trip sooner. Home's data comes inside the page already; other pages fetch their own.
 */
export function prefetchRouteData(hash: string, services: { gql: GraphQLClient; queryClient: QueryClient }): void {
  const [pathname = '', search = ''] = hash.replace(/^#/, '').split('?');
  const params = new URLSearchParams(search);
  if (pathname === '/store/search') {
    const filters = readFilters(params);
    // a brand filter searches by the brand's name, which the brands query gives first
    if (filters.brand) return;
    const variables = searchVariables(filters, window.matchMedia(PHONE_QUERY).matches, null);
    void services.queryClient.prefetchQuery({
      queryKey: ['items', 'search', variables],
      queryFn: () => services.gql.request(ITEMS_QUERY, variables),
    });
  } else if (pathname === '/store/item') {
    const id = params.get('id');
    if (id)
      void services.queryClient.prefetchQuery({
        queryKey: ['item', id],
        queryFn: () => services.gql.request(ITEM_QUERY, { id }),
      });
  }
}
