import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Opaque, tamper-proof tokens for the sandbox gateway (card tokens, vaulted cards): AES-256-GCM over a small
 * payload, with the purpose as associated data so a token made for one use is refused for another.
 * Stateless on purpose: any instance sharing the key opens them, and nothing is kept in memory.
 */
export type Sealer = {
  sealBytes(purpose: string, payload: Buffer): string;
  openBytes(purpose: string, token: string): Buffer | null;
  seal(purpose: string, payload: Record<string, unknown>): string;
  /** The payload, or null when the token is forged, altered, made for another purpose or past its `exp` (ms). */
  open<T extends Record<string, unknown>>(purpose: string, token: string, now?: Date): T | null;
};

/** One key per use, derived from a secret: the same secret never encrypts and signs. */
export function deriveKey(secret: string, use: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'loja-payments', use, 32));
}

export function createSealer(key: Buffer): Sealer {
  if (key.length !== 32) throw new RangeError('The sealing key must have 32 bytes');

  function sealBytes(purpose: string, payload: Buffer): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(purpose));
    const body = Buffer.concat([cipher.update(payload), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  function openBytes(purpose: string, token: string): Buffer | null {
    if (!/^[A-Za-z0-9_-]{38,2048}$/.test(token)) return null;
    const raw = Buffer.from(token, 'base64url');
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(purpose));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
    } catch {
      return null;
    }
  }

  return {
    sealBytes,
    openBytes,
    seal: (purpose, payload) => sealBytes(purpose, Buffer.from(JSON.stringify(payload), 'utf8')),
    open<T extends Record<string, unknown>>(purpose: string, token: string, now = new Date()): T | null {
      const bytes = openBytes(purpose, token);
      if (!bytes) return null;
      try {
        const payload = JSON.parse(bytes.toString('utf8')) as T;
        if (typeof payload.exp === 'number' && payload.exp <= now.getTime()) return null;
        return payload;
      } catch {
        return null;
      }
    },
  };
}
