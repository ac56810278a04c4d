import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret from the environment when set (several instances must share it), else a random one made on first
 * start and kept in DATA_DIR/keys/<name>: `loadOrCreateSecret(dataDir, 'jwt-secret', process.env.JWT_SECRET)`.
 */
export function loadOrCreateSecret(dataDir: string, name: string, fromEnv?: string, bytes = 48): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'keys', name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    try {
      fs.writeFileSync(file, randomBytes(bytes).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // another instance made it first: use theirs
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}
