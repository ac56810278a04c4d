import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * The application server's keys for web push (RFC 8292). Several instances must share them (a browser's
 * subscription is bound to the public key), so the configured pair wins (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY); else
 * a pair is made on first start and kept in DATA_DIR/keys/vapid.json, readable by the owner only.
 */
export function loadVapidKeys(
  dataDir: string,
  settings: { keys?: { publicKey: string; privateKey: string }; subject?: string } = {},
): VapidKeys {
  const subject = settings.subject ?? 'mailto:no-reply@localhost';
  if (settings.keys) return { ...settings.keys, subject };
  const file = path.join(dataDir, 'keys', 'vapid.json');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    try {
      fs.writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // another instance made them first: use theirs
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const keys = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject };
}
