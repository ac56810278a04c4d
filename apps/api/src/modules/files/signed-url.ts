import { createHmac, timingSafeEqual } from 'node:crypto';
import { uploadUrl, type UploadFolder } from './folders.js';

/** A signed picture URL lasts between one and two hours: exp is rounded up to the hour, so URLs stay the same (cacheable) within an hour. */
const HOUR_SECONDS = 3600;

/**
 * The key signing picture URLs, derived from the server's secret so a signature made here can never be taken
 * for an access token's (nor the reverse).
 */
export function urlSigningKey(secret: Uint8Array): Buffer {
  return createHmac('sha256', secret).update('signed-upload-url:v1').digest();
}

const signature = (key: Buffer, folder: UploadFolder, name: string, exp: number) =>
  createHmac('sha256', key).update(`${folder}/${name}/${exp}`).digest('base64url');

/** `signedUploadUrl(key, 'pets-avatar', 'ab…12.webp')` → '/api/files/-/pets-avatar/ab…12.webp?exp=1796000400&sig=…'. */
export function signedUploadUrl(key: Buffer, folder: UploadFolder, name: string, now = Date.now()): string {
  const exp = (Math.floor(now / 1000 / HOUR_SECONDS) + 2) * HOUR_SECONDS;
  return `${uploadUrl(folder, name)}?exp=${exp}&sig=${signature(key, folder, name, exp)}`;
}

/** Seconds the URL stays valid, or null when the signature is missing, wrong or expired. */
export function signatureValidFor(
  key: Buffer,
  folder: UploadFolder,
  name: string,
  exp: unknown,
  sig: unknown,
  now = Date.now(),
): number | null {
  if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return null;
  const remaining = Number(exp) - Math.floor(now / 1000);
  if (remaining <= 0) return null;
  const expected = Buffer.from(signature(key, folder, name, Number(exp)));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? remaining : null;
}
