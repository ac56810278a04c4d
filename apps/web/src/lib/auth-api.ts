import type { TokenAnswer, TokenBody } from '@store/core';
import type { HttpClient } from './http-client';

/** What the session reads of a POST /oauth/token answer (the API's TokenAnswer). */
export type TokenResponse = Pick<TokenAnswer, 'access_token' | 'refresh_token' | 'expires_in'>;

export type AuthApi = {
  token(body: TokenBody): Promise<TokenResponse>;
  logout(bearer: string): Promise<void>;
};

// The storefront is a public OAuth client: these name the app, they are no secret from users.
const CLIENT = { client_id: 'storefront', client_secret: 'storefront-secret' };
/** Spec 7: authentication calls wait 90 s; bearer calls under api/ 10 s. */
const AUTH_TIMEOUT_MS = 90_000;
const API_TIMEOUT_MS = 10_000;

/** The token endpoint's calls, over the one HTTP client; failures are its RestError. */
export function createAuthApi(http: HttpClient, storeId: string): AuthApi {
  return {
    token: (body) =>
      http.json<TokenAnswer>('/oauth/token', {
        body: { ...CLIENT, store_id: storeId, ...body },
        timeoutMs: AUTH_TIMEOUT_MS,
      }),
    async logout(bearer) {
      // The token being ended, not the session's next one (which may be a fresh refresh).
      await http.send('/api/logout', {
        body: {},
        headers: { authorization: `Bearer ${bearer}` },
        timeoutMs: API_TIMEOUT_MS,
      });
    },
  };
}
