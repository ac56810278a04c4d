import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

type VapidEnv = { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string; VAPID_SUBJECT?: string };

/**
 * The application server's keys for web push (RFC 8292). Several instances must share them (a browser's
 * subscription is bound to the public key), so the environment wins; else a pair is made on first start and kept in
 * DATA_DIR/keys/vapid.json, readable by the owner only.
 */
export function loadVapidKeys(
  dataDir: string,
  env: VapidEnv = process.env,
  fallbackSubject = 'mailto:no-reply@localhost',
): VapidKeys {
  const subject = env.VAPID_SUBJECT || fallbackSubject;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
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
