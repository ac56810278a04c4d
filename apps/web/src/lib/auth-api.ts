/** OAuth answers of POST /oauth/token. */
export type TokenResponse = { access_token: string; refresh_token?: string; expires_in: number };

/** A REST failure: the API answers `{ error, message }` with a pt-BR message. */
export class RestError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'RestError';
    this.status = status;
    this.code = code;
  }
}

export type AuthApi = {
  token(body: Record<string, string>): Promise<TokenResponse>;
  logout(bearer: string): Promise<void>;
};

// The storefront is a public OAuth client: these name the app, they are no secret from users.
const CLIENT = { client_id: 'storefront', client_secret: 'storefront-secret' };
/** Spec 7: authentication calls wait 90 s; bearer calls under api/ 10 s. */
const AUTH_TIMEOUT_MS = 90_000;
const API_TIMEOUT_MS = 10_000;

async function post(path: string, body: unknown, timeoutMs: number, bearer?: string) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new RestError(response.status, String(json.error ?? 'error'), String(json.message ?? ''));
  return json;
}

export function createAuthApi(storeId: string): AuthApi {
  return {
    async token(body) {
      return (await post('/oauth/token', { ...CLIENT, store_id: storeId, ...body }, AUTH_TIMEOUT_MS)) as unknown as TokenResponse;
    },
    async logout(bearer) {
      await post('/api/logout', {}, API_TIMEOUT_MS, bearer);
    },
  };
}
