/*
 * Offline answers for catalogue reads. The storefront batches its GraphQL operations into POSTs, which no
 * HTTP cache keeps, so the service worker keeps each operation's answer under a key made from its text and
 * variables. Only answers anyone may see are kept or given back: the request carries no signed-in shopper's
 * bearer, and the API marked the answer public (it marks every signed-in or changing operation no-store).
 */

export type Operation = { query?: unknown; variables?: unknown };

const ONE_OF_BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The `typ` claim of a bearer token, read without checking it: the worker only decides what not to keep. */
export function bearerType(authorization: string | null): string | null {
  if (!authorization) return null;
  const payload = /^Bearer\s+[^.]+\.([^.]+)\.[^.]*$/i.exec(authorization.trim())?.[1];
  if (!payload || !ONE_OF_BASE64URL.test(payload)) return 'unknown';
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const claims = JSON.parse(json) as { typ?: unknown };
    return typeof claims.typ === 'string' ? claims.typ : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** No bearer, or the storefront's anonymous app token: never a shopper's. */
export function isAnonymous(request: Request): boolean {
  const type = bearerType(request.headers.get('authorization'));
  return type === null || type === 'app';
}

/** The API's word that an answer is the same for everyone (`public, max-age=30`), and nothing forbids keeping it. */
export function isPublicAnswer(response: Response): boolean {
  const control = (response.headers.get('cache-control') ?? '').toLowerCase();
  return response.status === 200 && /\bpublic\b/.test(control) && !/\b(no-store|private)\b/.test(control);
}

/** The operations of a GraphQL POST body, one or a batch; null when it is not one. */
export function operationsOf(body: string): { batch: boolean; operations: Operation[] } | null {
  try {
    const parsed = JSON.parse(body) as unknown;
    const list = Array.isArray(parsed) ? parsed : [parsed];
    if (
      !list.length ||
      !list.every((op) => op && typeof op === 'object' && typeof (op as Operation).query === 'string')
    )
      return null;
    return { batch: Array.isArray(parsed), operations: list as Operation[] };
  } catch {
    return null;
  }
}

/** A same-origin URL standing for one operation in the cache (the Cache API keys on GET requests). */
export async function cacheKeyOf(origin: string, operation: Operation): Promise<string> {
  const text = JSON.stringify({ query: operation.query, variables: operation.variables ?? {} });
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${origin}/graphql-offline/${hex}`;
}
