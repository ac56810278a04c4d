import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import { sessionsRevoked } from '../../lib/session-events.js';

const referenced = (eb: ExpressionBuilder<Database, 'addresses'>) =>
  eb.or([
    eb.exists(eb.selectFrom('orders').select('orders.id').whereRef('orders.addressId', '=', 'addresses.id')),
    eb.exists(
      eb.selectFrom('appointments').select('appointments.id').whereRef('appointments.addressId', '=', 'addresses.id'),
    ),
  ]);

/** The file names the account's uploads left behind: the profile picture and the pets' pictures. */
export async function uploadsOf(db: Db, userId: number) {
  const user = await db.selectFrom('users').select('avatar').where('id', '=', userId).executeTakeFirstOrThrow();
  const pets = await db.selectFrom('pets').select(['id', 'avatar']).where('userId', '=', userId).execute();
  return { avatar: user.avatar, petAvatars: pets.map((p) => p.avatar) };
}

/**
 * Blanks every personal column of the user row (kept: orders point at it), with `email` a tombstone that can
 * never receive mail and `deletedAt` set.
 */
export async function anonymiseUser(
  db: Db,
  userId: number,
  values: { name: string; email: string },
  at: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      name: values.name,
      email: values.email,
      passwordHash: null,
      phone: null,
      cpfCnpj: null,
      stateRegistration: null,
      avatar: null,
      postalCode: null,
      emailVerifiedAt: null,
      companyVerifiedAt: null,
      isento: 0,
      companyName: null,
      legalName: null,
      companyCreatedAt: null,
      purchaseResponsibleName: null,
      googleSubject: null,
      appleSubject: null,
      deletedAt: at,
      updatedAt: at,
    })
    .where('id', '=', userId)
    .execute();
}

/**
 * Deletes or blanks the rest of what is personal: cards; addresses (those orders or appointments point at stay as
 * blank rows, their ids are history); appointments kept as the store's service history without free text; pets
 * (vaccines cascade); notifications, push endpoints, carts, stock alerts, codes and e-mail changes; every sign-in
 * revoked.
 */
export async function erasePersonalData(db: Db, userId: number, at: string): Promise<void> {
  await db.deleteFrom('paymentCards').where('userId', '=', userId).execute();
  await db
    .deleteFrom('addresses')
    .where('userId', '=', userId)
    .where((eb) => eb.not(referenced(eb)))
    .execute();
  await db
    .updateTable('addresses')
    .set({
      title: null,
      address: '',
      addressNumber: '',
      complement: null,
      nearby: null,
      latitude: null,
      longitude: null,
      isMain: 0,
      deleted: 1,
      updatedAt: at,
    })
    .where('userId', '=', userId)
    .execute();
  await db
    .updateTable('appointments')
    .set({
      description: null,
      location: null,
      observations: null,
      specificData: '{}',
      attachments: '[]',
      deleted: 1,
      updatedAt: at,
    })
    .where('userId', '=', userId)
    .execute();
  await db.deleteFrom('pets').where('userId', '=', userId).execute(); // appointments keep null
  for (const table of [
    'notifications',
    'pushEndpoints',
    'carts',
    'stockAlerts',
    'verificationCodes',
    'emailChanges',
  ] as const) {
    await db.deleteFrom(table).where('userId', '=', userId).execute();
  }
  await db
    .updateTable('refreshTokens')
    .set({ revokedAt: at })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .execute();
  sessionsRevoked({ userId }); // open tracking sockets close too
}
