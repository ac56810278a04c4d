import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The secret webhooks are signed with: PAYMENT_WEBHOOK_SECRET when set (several instances, or a gateway that must
 * know it), else a random one made on first start and kept in DATA_DIR/keys, like the token signing key.
 */
export function loadWebhookSecret(dataDir: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'keys', 'payment-webhook-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    try {
      fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // another instance made it first: use theirs
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** The header value for a body: `sha256=<hex HMAC-SHA256 of the raw bytes>`. */
export function signatureFor(secret: string, rawBody: Buffer | string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/** Checks `sha256=<hex>` against the raw bytes in constant time; anything malformed is simply false. */
export function verifySignature(secret: string, rawBody: Buffer, header: string | undefined): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]!, 'hex');
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
