import { randomBytes } from 'node:crypto';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import { nowIso } from '../../lib/time.js';
import { removeUpload } from '../files/storage.js';
import { t } from '@store/core';

/** `deleted-12-3f9c…@invalid`: unique, and `.invalid` can never receive mail (RFC 2606). */
const tombstoneEmail = (userId: number) => `deleted-${userId}-${randomBytes(8).toString('hex')}@invalid`;

const referenced = (eb: ExpressionBuilder<Database, 'addresses'>) =>
  eb.or([
    eb.exists(eb.selectFrom('orders').select('orders.id').whereRef('orders.addressId', '=', 'addresses.id')),
    eb.exists(eb.selectFrom('appointments').select('appointments.id').whereRef('appointments.addressId', '=', 'addresses.id')),
  ]);

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
    const user = await trx.selectFrom('users').select('avatar').where('id', '=', userId).executeTakeFirstOrThrow();
    const pets = await trx.selectFrom('pets').select(['id', 'avatar']).where('userId', '=', userId).execute();
    await trx
      .updateTable('users')
      .set({
        name: t('pt-BR', 'account.deletedName'), email: tombstoneEmail(userId), passwordHash: null, phone: null, cpfCnpj: null,
        stateRegistration: null, avatar: null, postalCode: null, emailVerifiedAt: null, companyVerifiedAt: null, isento: 0,
        companyName: null, legalName: null, companyCreatedAt: null, purchaseResponsibleName: null,
        googleSubject: null, appleSubject: null, deletedAt: at, updatedAt: at,
      })
      .where('id', '=', userId)
      .execute();

    // Addresses that orders or appointments point at stay as blank rows (their ids are history); the rest go.
    await trx.deleteFrom('paymentCards').where('userId', '=', userId).execute();
    await trx.deleteFrom('addresses').where('userId', '=', userId).where((eb) => eb.not(referenced(eb))).execute();
    await trx
      .updateTable('addresses')
      .set({ title: null, address: '', addressNumber: '', complement: null, nearby: null, latitude: null, longitude: null, isMain: 0, deleted: 1, updatedAt: at })
      .where('userId', '=', userId)
      .execute();

    // Appointments are the store's service history, like orders: kept, without the free text about the person.
    await trx
      .updateTable('appointments')
      .set({ description: null, location: null, observations: null, specificData: '{}', attachments: '[]', deleted: 1, updatedAt: at })
      .where('userId', '=', userId)
      .execute();
    await trx.deleteFrom('pets').where('userId', '=', userId).execute(); // vaccines cascade; appointments keep null
    for (const table of ['notifications', 'pushEndpoints', 'carts', 'stockAlerts', 'verificationCodes', 'emailChanges'] as const) {
      await trx.deleteFrom(table).where('userId', '=', userId).execute();
    }
    await trx.updateTable('refreshTokens').set({ revokedAt: at }).where('userId', '=', userId).where('revokedAt', 'is', null).execute();
    return { avatar: user.avatar, petAvatars: pets.map((p) => p.avatar) };
  });
  await removeUpload(dataDir, 'avatars', files.avatar);
  await Promise.all(files.petAvatars.map((name) => removeUpload(dataDir, 'pets-avatar', name)));
  return true;
}
