import { signedUploadUrl, urlSigningKey } from '../files/signed-url.js';

const keys = new WeakMap<Uint8Array, Buffer>();

/**
 * The signed, expiring URL of a stored pet picture, for its owner's answers (GraphQL, the LGPD export):
 * `petPictureUrl(secret, 'ab…12.webp')` → '/api/files/-/pets-avatar/ab…12.webp?exp=…&sig=…'; no picture → null.
 */
export function petPictureUrl(secret: Uint8Array, name: string | null): string | null {
  if (!name) return null;
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = urlSigningKey(secret)));
  return signedUploadUrl(key, 'pets-avatar', name);
}
