import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The key that signs access tokens: JWT_SECRET when set (several instances must share it),
 * else a random key made on first start and kept in DATA_DIR/keys.
 */
export function loadSigningSecret(dataDir: string, fromEnv?: string): Uint8Array {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const file = path.join(dataDir, 'keys', 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    try {
      fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // another instance made it first: use theirs
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}
