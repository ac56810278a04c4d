import type { DocumentDecoration, initGraphQLTada } from 'gql.tada';
import type { introspection } from '../generated/graphql-env';
import { NoBearerError, type HttpClient } from './http-client.ts';

/** gql.tada over the printed schema (apps/api/schema.graphql); `npm run codegen` writes its types. */
type Tada = ReturnType<
  typeof initGraphQLTada<{ introspection: introspection; scalars: { JSON: unknown }; disableMasking: true }>
>;
declare const _tada: Tada;
type FragmentList = NonNullable<Parameters<Tada>[1]>;

/** gql.tada's typed document for a source text and the fragments it uses. */
type Parsed<In extends string, Fragments extends FragmentList> = ReturnType<
  // @ts-expect-error gql.tada's first overload reads a prebuilt document cache this storefront does not use; the second, the parser over the schema, is the one taken.
  typeof _tada<In, Fragments>
>;

/** The text of a document: its own definition, then those of the fragments it uses, each once. */
type Text = { readonly text: string; readonly parts: readonly string[] };

/** What gql.tada reads off a document (result, variables and, for a fragment, its name), without the AST. */
type Typed<Doc> = Pick<Doc, Exclude<keyof Doc, 'kind' | 'definitions' | 'loc'>> & Text;

/** Any operation or fragment made by `graphql`: the text sent to the API, typed by the schema. */
export type Operation<Result = unknown, Variables = unknown> = DocumentDecoration<Result, Variables> & Text;

/**
 * Declares an operation or fragment. Its result and variables types are computed from the schema by
 * gql.tada, so a field renamed or retyped there fails the storefront's type-check. At run time it only
 * joins text: no GraphQL parser reaches the bundle.
 */
export function graphql<const In extends string, const Fragments extends FragmentList = readonly []>(
  source: In,
  fragments?: Fragments,
): Typed<Parsed<In, Fragments>> {
  const used = (fragments ?? []) as readonly Partial<Text>[];
  const parts = [...new Set([source.trim(), ...used.flatMap((fragment) => fragment.parts ?? [])])];
  const text: Text = { text: parts.join('\n'), parts };
  return text as Typed<Parsed<In, Fragments>>;
}

/** What the API puts in a GraphQL error (docs of apps/api graphql/error-formatter.ts). */
export type GraphQLErrorPayload = {
  message: string;
  path?: readonly (string | number)[];
  extensions?: {
    category?: string;
    /** the message key of the core catalogues, with its parameters */
    code?: string;
    params?: unknown;
    /** per field: the pt-BR texts, and the same messages as keys */
    validation?: Record<string, string[]>;
    fields?: unknown;
    /** a payment's reason: pt-BR text, and as a key */
    reason?: string;
    reasonCode?: unknown;
    reasonParams?: unknown;
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
  /** Carries the requests: the bearer, the 401 rule and the headers are its. */
  http: HttpClient;
  /** Operations asked for within this window travel in one POST. */
  batchWindowMs?: number;
  /** The API accepts at most 20 operations per request. */
  maxBatch?: number;
};

export type RequestOptions = { headers?: Record<string, string> };

/** The variables argument: optional when the operation has no required variable. */
type Arguments<Variables> =
  Record<never, never> extends Variables
    ? [variables?: Variables, options?: RequestOptions]
    : [variables: Variables, options?: RequestOptions];

export type GraphQLClient = {
  /**
   * Runs an operation made by `graphql` above: its variables and answer are typed by the
   * schema. `options.headers` (e.g. an Idempotency-Key) sends the operation alone, outside any batch.
   */
  request<Result, Variables>(operation: Operation<Result, Variables>, ...args: Arguments<Variables>): Promise<Result>;
};

type Pending = {
  query: string;
  variables: unknown;
  resolve: (data: unknown) => void;
  reject: (error: unknown) => void;
};

type Result = { data?: unknown; errors?: GraphQLErrorPayload[] };

/**
 * One GraphQL client for the whole storefront: operations sent together (a screen's queries on mount)
 * are batched into one POST with an array body, carried by the one HTTP client (bearer, no caching, the
 * 401 rule).
 */
export function createGraphQLClient(options: GraphQLClientOptions): GraphQLClient {
  const endpoint = options.endpoint ?? '/graphql';
  const windowMs = options.batchWindowMs ?? 8;
  const maxBatch = options.maxBatch ?? 20;
  let queue: Pending[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  async function send(batch: Pending[], headers: Record<string, string> = {}) {
    const operations = batch.map(({ query, variables }) => ({ query, variables }));
    let response: Response;
    try {
      response = await options.http.send(endpoint, {
        body: operations.length === 1 ? operations[0] : operations,
        bearer: true,
        headers,
      });
    } catch (error) {
      // No usable token (the refresh failed): an authentication failure, as the server would answer.
      const failure =
        error instanceof NoBearerError
          ? new GraphQLRequestError([{ message: error.message, extensions: { category: 'authentication' } }], 401)
          : error;
      for (const pending of batch) pending.reject(failure);
      return;
    }
    try {
      const body = (await response.json().catch(() => null)) as Result | Result[] | null;
      const results: (Result | null)[] = Array.isArray(body)
        ? body
        : batch.length === 1
          ? [body]
          : batch.map(() => body);
      batch.forEach((pending, index) => {
        const result = results[index];
        if (result?.errors?.length) pending.reject(new GraphQLRequestError(result.errors, response.status));
        else if (!response.ok || !result || result.data == null)
          pending.reject(new GraphQLRequestError([], response.status));
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
    request<Result, Variables>(
      operation: Operation<Result, Variables>,
      ...[variables, requestOptions]: Arguments<Variables>
    ) {
      return new Promise<Result>((resolve, reject) => {
        const pending: Pending = {
          query: operation.text,
          variables: variables ?? {},
          resolve: resolve as (data: unknown) => void,
          reject,
        };
        if (requestOptions?.headers) return void send([pending], requestOptions.headers);
        queue.push(pending);
        timer ??= setTimeout(flush, windowMs);
      });
    },
  };
}
