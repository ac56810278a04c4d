/** What the API puts in a GraphQL error (docs of apps/api graphql/error-formatter.ts). */
export type GraphQLErrorPayload = {
  message: string;
  path?: readonly (string | number)[];
  extensions?: {
    category?: string;
    code?: string;
    validation?: Record<string, string[]>;
    reason?: string;
  };
};

/** A request that came back with GraphQL errors or a failing HTTP status. */
export class GraphQLRequestError extends Error {
  readonly errors: GraphQLErrorPayload[];
  readonly status: number;
  constructor(errors: GraphQLErrorPayload[], status: number) {
    super(errors[0]?.message ?? `HTTP ${status}`);
    this.name = 'GraphQLRequestError';
    this.errors = errors;
    this.status = status;
  }
}

export type GraphQLClientOptions = {
  endpoint?: string;
  /** The bearer token for the next request (app token or the signed-in user's); null sends none. */
  bearer: () => Promise<string | null>;
  /** HTTP 401: the session is gone (spec 8). */
  onUnauthorized?: () => void;
  /** Operations asked for within this window travel in one POST. */
  batchWindowMs?: number;
  /** The API accepts at most 20 operations per request. */
  maxBatch?: number;
  fetch?: typeof fetch;
};

export type GraphQLClient = {
  /** `options.headers` (e.g. an Idempotency-Key) sends the operation alone, outside any batch. */
  request<T>(query: string, variables?: Record<string, unknown>, options?: { headers?: Record<string, string> }): Promise<T>;
};

type Pending = {
  query: string;
  variables: Record<string, unknown>;
  resolve: (data: unknown) => void;
  reject: (error: unknown) => void;
};

type Result = { data?: unknown; errors?: GraphQLErrorPayload[] };

/**
 * One GraphQL client for the whole storefront: operations sent together (a screen's queries on mount)
 * are batched into one POST with an array body, every request carries the bearer header and asks
 * intermediaries not to cache it.
 */
export function createGraphQLClient(options: GraphQLClientOptions): GraphQLClient {
  const endpoint = options.endpoint ?? '/graphql';
  const windowMs = options.batchWindowMs ?? 8;
  const maxBatch = options.maxBatch ?? 20;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  let queue: Pending[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  async function send(batch: Pending[], extraHeaders: Record<string, string> = {}) {
    let token: string | null;
    try {
      token = await options.bearer();
    } catch (error) {
      // No usable token (the refresh failed): an authentication failure, as the server would answer.
      const failure = new GraphQLRequestError([{ message: error instanceof Error ? error.message : 'Invalid token', extensions: { category: 'authentication' } }], 401);
      for (const pending of batch) pending.reject(failure);
      return;
    }
    try {
      const operations = batch.map(({ query, variables }) => ({ query, variables }));
      const response = await doFetch(endpoint, {
        method: 'POST',
        headers: {
          ...extraHeaders,
          'content-type': 'application/json',
          'cache-control': 'no-cache',
          pragma: 'no-cache',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(operations.length === 1 ? operations[0] : operations),
        cache: 'no-store',
      });
      if (response.status === 401) options.onUnauthorized?.();
      const body = (await response.json().catch(() => null)) as Result | Result[] | null;
      const results: (Result | null)[] = Array.isArray(body) ? body : batch.length === 1 ? [body] : batch.map(() => body);
      batch.forEach((pending, index) => {
        const result = results[index];
        if (result?.errors?.length) pending.reject(new GraphQLRequestError(result.errors, response.status));
        else if (!response.ok || !result || result.data == null) pending.reject(new GraphQLRequestError([], response.status));
        else pending.resolve(result.data);
      });
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    }
  }

  function flush() {
    timer = null;
    const all = queue;
    queue = [];
    for (let start = 0; start < all.length; start += maxBatch) void send(all.slice(start, start + maxBatch));
  }

  return {
    request<T>(query: string, variables: Record<string, unknown> = {}, requestOptions: { headers?: Record<string, string> } = {}) {
      return new Promise<T>((resolve, reject) => {
        const pending = { query, variables, resolve: resolve as (data: unknown) => void, reject };
        if (requestOptions.headers) return void send([pending], requestOptions.headers);
        queue.push({ query, variables, resolve: resolve as (data: unknown) => void, reject });
        timer ??= setTimeout(flush, windowMs);
      });
    },
  };
}
