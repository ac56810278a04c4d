import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';
import type { Services } from '../../services.js';
import type { UserRow } from '../auth/guard.js';
import type { RequestAuth } from '../auth/request-auth.js';
import { removeUpload } from '../files/storage.js';
import { BackgroundMail } from '../mail/background.js';
import { accountDeletedMail } from '../mail/templates.js';
import { removeAvatar } from '../pets/avatar.js';
import type { StoreRow } from '../stores/repository.js';
import { t } from '@store/core';
import { anonymiseUser, erasePersonalData, uploadsOf } from './deletion-repository.js';
import { accountDeletionProof, proveOwner } from './owner-proof.js';

/** `deleted-12-3f9c…@invalid`: unique, and `.invalid` can never receive mail (RFC 2606). */
const tombstoneEmail = (userId: number) => `deleted-${userId}-${randomBytes(8).toString('hex')}@invalid`;

/**
 * deleteMyAccount (LGPD art. 18 VI), in one transaction: the user row is anonymised and kept, because orders
 * (tax records) point at it; everything else personal is deleted or blanked. Orders keep their own address
 * snapshot. Every sign-in is revoked and `deletedAt` makes the guard refuse the old access tokens at once.
 * Files go after the commit, so a failed transaction never leaves a profile without its picture.
 * See docs/decisions/0004-lgpd.md.
 */
export async function deleteAccount(db: Db, dataDir: string, userId: number, now = new Date()): Promise<true> {
  const at = nowIso(now);
  const files = await db.transaction().execute(async (trx) => {
    const uploads = await uploadsOf(trx, userId);
    await anonymiseUser(trx, userId, { name: t('pt-BR', 'account.deletedName'), email: tombstoneEmail(userId) }, at);
    await erasePersonalData(trx, userId, at);
    return uploads;
  });
  await removeUpload(dataDir, 'avatars', files.avatar);
  // both sizes of each pet's picture
  await Promise.all(files.petAvatars.map((name) => removeAvatar(dataDir, name)));
  return true;
}

/** What deleteMyAccount and DELETE /api/me bring: the current password (if any) and the field it came in. */
export type DeletionProof = {
  currentPassword: string | null | undefined;
  field: 'currentPassword' | 'current_password';
};

/**
 * deleteMyAccount and DELETE /api/me: nothing happens without the owner's proof, the e-mail change's check
 * (owner-proof.ts): a stolen access token alone deletes nothing, and its wrong passwords count on the one limit of
 * every call that asks for the password. Once the deletion has committed, the address the account had is told
 * (a failing mail server is logged, never an error here: the account is gone either way).
 */
export async function deleteOwnAccount(
  services: Services,
  store: StoreRow,
  user: UserRow,
  auth: RequestAuth,
  proof: DeletionProof,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<true> {
  await proveOwner(services.rateLimiter, user, auth, proof.currentPassword, now, accountDeletionProof(proof.field));
  await deleteAccount(services.database.db, services.config.dataDir, user.id, now);
  const mail = new BackgroundMail(services, log);
  mail.send(accountDeletedMail(user, store.name), store);
  await mail.drain();
  return true;
}
