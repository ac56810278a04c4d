import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { SocialProvider } from './user-repository.js';

// Google documents both forms of its issuer; Apple only one. Both sign ID tokens with RS256.
const ISSUERS: Record<SocialProvider, string[]> = {
  google: ['https://accounts.google.com', 'accounts.google.com'],
  apple: ['https://appleid.apple.com'],
};

export type SocialIdentity = { subject: string; email: string | null; emailVerified: boolean; name: string };

export type IdTokenResult = { ok: true; identity: SocialIdentity } | { ok: false; reason: string };

// Apple sends email_verified as the text 'true'; Google as a boolean.
const isTrue = (value: unknown) => value === true || value === 'true';

function nameOf(payload: JWTPayload): string {
  if (typeof payload.name === 'string') return payload.name.trim();
  return [payload.given_name, payload.family_name]
    .filter((p): p is string => typeof p === 'string')
    .join(' ')
    .trim();
}

/**
 * Checks a provider's ID token offline against its published keys (JWKS, fetched once and cached by jose):
 * signature, algorithm, issuer, audience (the store's client id for that provider) and expiry.
 */
export class IdTokenVerifier {
  readonly #keys: Record<SocialProvider, JWTVerifyGetKey>;

  constructor(jwksUrls: Record<SocialProvider, string>) {
    this.#keys = {
      google: createRemoteJWKSet(new URL(jwksUrls.google), { timeoutDuration: 5000 }),
      apple: createRemoteJWKSet(new URL(jwksUrls.apple), { timeoutDuration: 5000 }),
    };
  }

  async verify(provider: SocialProvider, token: string, audience: string): Promise<IdTokenResult> {
    try {
      const { payload } = await jwtVerify(token, this.#keys[provider], {
        algorithms: ['RS256'],
        issuer: ISSUERS[provider],
        audience,
        requiredClaims: ['sub', 'exp'],
        clockTolerance: 30,
      });
      const email = typeof payload.email === 'string' && payload.email.trim() !== '' ? payload.email : null;
      return {
        ok: true,
        identity: {
          subject: payload.sub!,
          email,
          emailVerified: isTrue(payload.email_verified),
          name: nameOf(payload),
        },
      };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JOSEError ? error.code : 'unreadable' };
    }
  }
}
