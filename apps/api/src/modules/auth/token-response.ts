import type { Services } from '../../services.js';
import { signToken } from './jwt.js';

export type TokenResponse = { token_type: 'Bearer'; access_token: string; expires_in: number; refresh_token?: string };

/**
 * The answer to a successful sign-in or refresh: a 15-minute access token tied to the sign-in (`sid`), plus its
 * refresh token. A sign-in names how the user proved themselves (`authMethods`, e.g. ['social']); a refresh does not.
 */
export async function userTokens(
  services: Services,
  user: { id: number; storeId: number },
  session: { familyId: string; refreshToken: string },
  authMethods?: string[],
): Promise<TokenResponse> {
  const { token, expiresIn } = await signToken(services.signingSecret, {
    type: 'access',
    storeId: user.storeId,
    userId: user.id,
    sessionId: session.familyId,
    authMethods,
  });
  return { token_type: 'Bearer', access_token: token, expires_in: expiresIn, refresh_token: session.refreshToken };
}

/** The anonymous storefront's token (client_credentials): no user, no refresh token. */
export async function appToken(services: Services, storeId: number): Promise<TokenResponse> {
  const { token, expiresIn } = await signToken(services.signingSecret, { type: 'app', storeId });
  return { token_type: 'Bearer', access_token: token, expires_in: expiresIn };
}
