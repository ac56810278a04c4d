import { createHmac, timingSafeEqual } from 'node:crypto';
import { loadOrCreateSecret } from '../../lib/keys.js';

/**
 * The secret webhooks are signed with: PAYMENT_WEBHOOK_SECRET when set (several instances, or a gateway that must
 * know it), else a random one made on first start and kept in DATA_DIR/keys, like the token signing key.
 */
export function loadWebhookSecret(dataDir: string, fromEnv?: string): string {
  return loadOrCreateSecret(dataDir, 'payment-webhook-secret', fromEnv, 32);
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
