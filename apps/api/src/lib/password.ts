import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt with N=2^14 (16 MiB, ~50 ms here): slow enough for stolen hashes, quick enough for a sign-in.
const PARAMS: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, PARAMS, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** hashPassword('s3nha-forte') → 'scrypt$16384$<salt>$<key>' */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return `scrypt$${PARAMS.N}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Constant-time check; an unknown user is checked against a dummy hash so both take the same time. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? DUMMY_HASH).split('$');
  if (parts.length !== 4 || parts[0] !== 'scrypt') return false;
  const key = await derive(password, Buffer.from(parts[2]!, 'base64url'));
  const expected = Buffer.from(parts[3]!, 'base64url');
  const same = key.length === expected.length && timingSafeEqual(key, expected);
  return same && stored != null;
}

const DUMMY_HASH = 'scrypt$16384$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
