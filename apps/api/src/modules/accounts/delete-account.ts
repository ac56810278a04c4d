import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';
import { removeUpload } from '../files/storage.js';
import { removeAvatar } from '../pets/avatar.js';
import { t } from '@store/core';
import { anonymiseUser, erasePersonalData, uploadsOf } from './deletion-repository.js';

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
