import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GraphQLClient } from '../../lib/graphql-client';
import { ITEM_QUERY, ITEMS_QUERY } from './catalog-queries';
import { prefetchRouteData } from './route-data';

function recordingServices() {
  const requests: { query: unknown; variables: unknown }[] = [];
  const gql = {
    request: (query: unknown, variables: unknown) => (
      requests.push({ query, variables }),
      Promise.resolve({ answer: variables })
    ),
  } as unknown as GraphQLClient;
  return { services: { gql, queryClient: new QueryClient() }, requests };
}

function screen(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

describe('data of the page the address names, asked for before its code arrives', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for a search's first page under the key the search page reads, 24 items on a desktop and 20 on a phone", async () => {
    for (const [phone, first] of [
      [false, 24],
      [true, 20],
    ] as const) {
      screen(phone);
      const { services, requests } = recordingServices();
      prefetchRouteData('#/store/search?q=racao&page=2', services);
      const variables = { first, page: 2, q: 'racao' };
      expect(requests).toEqual([{ query: ITEMS_QUERY, variables }]);
      await vi.waitFor(() =>
        expect(services.queryClient.getQueryData(['items', 'search', variables])).toEqual({ answer: variables }),
      );
    }
  });

  it("asks for an item by the address's id, and for nothing on a brand search, home or another page", async () => {
    screen(false);
    const { services, requests } = recordingServices();
    prefetchRouteData('#/store/item?id=145', services);
    expect(requests).toEqual([{ query: ITEM_QUERY, variables: { id: '145' } }]);
    await vi.waitFor(() =>
      expect(services.queryClient.getQueryData(['item', '145'])).toEqual({ answer: { id: '145' } }),
    );
    for (const hash of ['#/store/search?brand=3', '', '#/store', '#/store/shopping', '#/store/item'])
      prefetchRouteData(hash, services);
    expect(requests).toHaveLength(1);
  });
});
