import { describe, expect, it, vi } from 'vitest';
import { createGraphQLClient, GraphQLRequestError, type Operation } from './graphql-client';
import { createHttpClient, type HttpClientOptions } from './http-client';

/** An operation outside the store's schema: the client only carries text. */
const op = (text: string): Operation<unknown, Record<string, unknown>> => ({ text, parts: [text] });
const clientOver = (options: HttpClientOptions) => createGraphQLClient({ http: createHttpClient(options) });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the GraphQL client', () => {
  it('batches operations sent together into one POST with the bearer and no caching', async () => {
    const fetch = vi.fn(async () => json([{ data: { a: 1 } }, { data: { b: 2 } }]));
    const client = clientOver({ bearer: async () => 'app-token', fetch });
    const [a, b] = await Promise.all([
      client.request(op('query A { a }')),
      client.request(op('query B($x: Int) { b(x: $x) }'), { x: 1 }),
    ]);
    expect(a).toEqual({ a: 1 });
    expect(b).toEqual({ b: 2 });
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(JSON.parse(String(init.body))).toEqual([
      { query: 'query A { a }', variables: {} },
      { query: 'query B($x: Int) { b(x: $x) }', variables: { x: 1 } },
    ]);
    expect(init.headers).toMatchObject({
      authorization: 'Bearer app-token',
      'cache-control': 'no-cache',
      pragma: 'no-cache',
    });
  });

  it('splits more than 20 operations into several requests', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) =>
      json((JSON.parse(String(init?.body)) as unknown[]).map(() => ({ data: { ok: true } }))),
    );
    const client = clientOver({ bearer: async () => null, fetch });
    await Promise.all(Array.from({ length: 25 }, () => client.request(op('query Q { ok }'))));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('rejects an operation that failed with its errors, and reports HTTP 401', async () => {
    const onUnauthorized = vi.fn();
    const errors = [{ message: 'Invalid token', extensions: { category: 'authentication' } }];
    const client = clientOver({
      bearer: async () => 'old',
      onUnauthorized,
      fetch: vi.fn(async () => json({ errors, data: null }, 401)),
    });
    const failure = await client.request(op('query Me { me { id } }')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GraphQLRequestError);
    expect((failure as GraphQLRequestError).errors).toEqual(errors);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});

describe('without a usable token', () => {
  it('fails the operations as an authentication error, without calling the API', async () => {
    const fetch = vi.fn();
    const client = clientOver({ bearer: async () => Promise.reject(new Error('Invalid token')), fetch });
    const failure = (await client
      .request(op('query Me { me { id } }'))
      .catch((error: unknown) => error)) as GraphQLRequestError;
    expect(failure.errors[0]?.extensions?.category).toBe('authentication');
    expect(fetch).not.toHaveBeenCalled();
  });
});
