import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';
import type { Services } from '../../services.js';
import type { BackgroundMail } from '../mail/background.js';
import { verificationMail } from '../mail/templates.js';
import type { StoreRow } from '../stores/repository.js';
import { parseId } from '../stores/scope.js';
import { storefrontUrl } from './links.js';
import { sha256 } from './refresh-tokens.js';
import { findUserById, updateUserById } from './user-repository.js';
import { insertVerificationCode, useEmailCode } from './verification-code-repository.js';

export const VERIFICATION_HOURS = 48;

// The address is part of what is hashed: a link sent to an old address cannot confirm a newer one.
const hashOf = (email: string, secret: string) => sha256(`${email}\n${secret}`);

/** A one-use link token `<userId>.<secret>`, stored only as a hash (purpose 'email', 48 h). */
async function issueToken(db: Db, user: { id: number; email: string }, now: Date): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await insertVerificationCode(db, {
    userId: user.id,
    purpose: 'email',
    codeHash: hashOf(user.email, secret),
    attempts: 0,
    expiresAt: nowIso(new Date(now.getTime() + VERIFICATION_HOURS * 3600 * 1000)),
    createdAt: nowIso(now),
  });
  return `${user.id}.${secret}`;
}

/** E-mails a fresh confirmation link: `${PUBLIC_URL}/api/verify-email?token=…` on the store's host. */
export async function sendVerificationEmail(
  services: Services,
  mail: BackgroundMail,
  store: StoreRow,
  user: { id: number; email: string; name: string },
  now = new Date(),
): Promise<void> {
  const token = await issueToken(services.database.db, user, now);
  const link = `${await storefrontUrl(services, store)}/api/verify-email?token=${encodeURIComponent(token)}`;
  mail.send(verificationMail(user, store.name, link, VERIFICATION_HOURS), store);
}

/** Uses a link token: the account it confirms, or undefined when the token is unknown, used, expired or stale. */
export async function confirmEmail(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ id: number; storeId: number } | undefined> {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{20,200})$/.exec(token);
  // an id beyond the integer column's range is simply unknown (PostgreSQL would refuse the query)
  const userId = match ? parseId(match[1]) : null;
  if (!match || userId === null) return undefined;
  const secret = match[2]!;
  return db.transaction().execute(async (trx) => {
    const user = await findUserById(trx, userId);
    if (!user || user.deletedAt) return undefined;
    if (!(await useEmailCode(trx, userId, hashOf(user.email, secret), nowIso(now)))) return undefined;
    if (!user.emailVerifiedAt)
      await updateUserById(trx, userId, { emailVerifiedAt: nowIso(now), updatedAt: nowIso(now) });
    return { id: user.id, storeId: user.storeId };
  });
}
