import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';
import type { Services } from '../../services.js';
import type { UserRow } from '../auth/guard.js';
import { storefrontUrl } from '../auth/links.js';
import { sha256 } from '../auth/refresh-tokens.js';
import { BackgroundMail } from '../mail/background.js';
import { emailChangeConfirmMail, emailChangeNoticeMail } from '../mail/templates.js';
import type { StoreRow } from '../stores/repository.js';
import { expirePendingChanges, findPendingChange, insertEmailChange } from './email-change-repository.js';

/** The confirmation link (to the new address) lives 48 hours; the cancel link (to the old one) a week. */
export const CONFIRM_HOURS = 48;
export const CANCEL_DAYS = 7;

const hours = (now: Date, h: number) => nowIso(new Date(now.getTime() + h * 3600 * 1000));

/**
 * Records a pending change of `user`'s e-mail to `newEmail` and returns the two one-use link secrets (stored only
 * as SHA-256). An earlier pending change of the user stops being confirmable; its cancel link keeps working.
 */
async function createEmailChange(db: Db, user: { id: number; email: string }, newEmail: string, now = new Date()) {
  const confirm = randomBytes(32).toString('base64url');
  const cancel = randomBytes(32).toString('base64url');
  const at = nowIso(now);
  await db.transaction().execute(async (trx) => {
    await expirePendingChanges(trx, user.id, at);
    await insertEmailChange(trx, {
      userId: user.id,
      oldEmail: user.email,
      newEmail,
      tokenHash: sha256(confirm),
      cancelTokenHash: sha256(cancel),
      expiresAt: hours(now, CONFIRM_HOURS),
      cancelExpiresAt: hours(now, CANCEL_DAYS * 24),
      createdAt: at,
    });
  });
  return { confirm, cancel };
}

/** The address a change waits on (shown by `me.pendingEmail`), or null. */
export async function pendingEmailOf(db: Db, userId: number, now = new Date()): Promise<string | null> {
  const row = await findPendingChange(db, userId, nowIso(now));
  return row?.newEmail ?? null;
}

/**
 * After updateMe accepted a new e-mail (with the owner's proof), the new address gets the confirmation link and the
 * old one a notice with the link that cancels the change and signs every session out. users.email is untouched
 * until the confirmation. The request waits for the sends: the shopper is signed in, so its timing tells nobody
 * anything. A failing mail server is logged, never an error here.
 */
export async function requestEmailChange(
  services: Services,
  store: StoreRow,
  user: UserRow,
  newEmail: string,
  log: FastifyBaseLogger,
  now = new Date(),
) {
  const links = await createEmailChange(services.database.db, user, newEmail, now);
  const base = await storefrontUrl(services, store);
  const link = (action: string, token: string) =>
    `${base}/api/email-change/${action}?token=${encodeURIComponent(token)}`;
  const mail = new BackgroundMail(services, log);
  mail.send(
    emailChangeConfirmMail(
      { email: newEmail, name: user.name },
      store.name,
      link('confirm', links.confirm),
      CONFIRM_HOURS,
    ),
    store,
  );
  mail.send(emailChangeNoticeMail(user, store.name, newEmail, link('cancel', links.cancel), CANCEL_DAYS), store);
  await mail.drain();
}
