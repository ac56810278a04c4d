import type { RestFailureFields } from '@store/core';

/** A failed REST call: the API answers a RestFailure, `{ message, code, params }` with per field the pt-BR `errors` and the keys in `fields`, and the OAuth `error` on the token endpoint. */
export class RestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string | string[]>;
  /** the answer's catalogue key, parameters and per-field keys as sent (`code`, `params`, `fields`): read with lib/wire-message */
  readonly keyed: { code?: unknown; params?: unknown; fields?: unknown };
  constructor(
    status: number,
    code: string,
    message: string,
    fields: Record<string, string | string[]> = {},
    keyed: RestError['keyed'] = {},
  ) {
    super(message);
    this.name = 'RestError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.keyed = keyed;
  }
}

/** No bearer could be had (the sign-in could not be renewed, or the app token not fetched): nothing was sent. */
export class NoBearerError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'Invalid token', { cause });
    this.name = 'NoBearerError';
  }
}

export type HttpRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, with its own type (a picture's bytes); instead of `body`. */
  raw?: Blob;
  /** Sends the session's bearer (app token or the signed-in shopper's, refreshed first when close to expiry). */
  bearer?: boolean;
  timeoutMs?: number;
  headers?: Record<string, string>;
};

export type HttpClientOptions = {
  /** The bearer for the next request; it rejects when the sign-in could not be renewed. */
  bearer: () => Promise<string | null>;
  /** HTTP 401 to a request that carried a bearer: the sign-in is gone (spec 8 'HTTP 401: logout'). */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
};

export type HttpClient = {
  /** The answer whatever its status, after the 401 rule; the GraphQL client reads its own errors from it. */
  send(path: string, request?: HttpRequest): Promise<Response>;
  /** A REST call's JSON answer; any status but 2xx throws a RestError. */
  json<T>(path: string, request?: HttpRequest): Promise<T>;
  /** A REST call's answer as a file (the LGPD export); any status but 2xx throws a RestError. */
  blob(path: string, request?: HttpRequest): Promise<Blob>;
};

/**
 * The storefront's one way to call its API, REST and GraphQL alike: the bearer from the session, JSON
 * bodies, time-outs, no caching by intermediaries, and the 401 rule in one place.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));

  async function send(path: string, request: HttpRequest = {}): Promise<Response> {
    const token = request.bearer
      ? await options.bearer().catch((error: unknown) => Promise.reject(new NoBearerError(error)))
      : null;
    const response = await doFetch(path, {
      method: request.method ?? (request.body === undefined && !request.raw ? 'GET' : 'POST'),
      headers: {
        ...request.headers,
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(request.raw ? { 'content-type': request.raw.type } : {}),
        'cache-control': 'no-cache',
        pragma: 'no-cache',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: request.raw ?? (request.body === undefined ? undefined : JSON.stringify(request.body)),
      cache: 'no-store',
      ...(request.timeoutMs ? { signal: AbortSignal.timeout(request.timeoutMs) } : {}),
    });
    if (response.status === 401 && request.bearer) options.onUnauthorized?.();
    return response;
  }

  async function ok(path: string, request?: HttpRequest): Promise<Response> {
    const response = await send(path, request);
    if (response.ok) return response;
    // read as sent: an answer from a proxy or an older API may lack any of these
    const body = (await response.json().catch(() => ({}))) as RestFailureFields;
    const keyed = { code: body.code, params: body.params, fields: body.fields };
    throw new RestError(
      response.status,
      String(body.error ?? 'error'),
      typeof body.message === 'string' ? body.message : '',
      body.errors ?? {},
      keyed,
    );
  }

  return {
    send,
    json: async <T>(path: string, request?: HttpRequest) => (await (await ok(path, request)).json()) as T,
    blob: async (path, request) => (await ok(path, request)).blob(),
  };
}
