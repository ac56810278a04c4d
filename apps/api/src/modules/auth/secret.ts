import { loadOrCreateSecret } from '../../lib/keys.js';

/** The key that signs access tokens: JWT_SECRET when set, else one kept in DATA_DIR/keys/jwt-secret. */
export function loadSigningSecret(dataDir: string, fromEnv?: string): Uint8Array {
  return new TextEncoder().encode(loadOrCreateSecret(dataDir, 'jwt-secret', fromEnv));
}
