import type { Db } from '../../db/database.js';

const CARD_COLUMNS = [
  'id',
  'externalId',
  'cardBrand',
  'cardFirstDigits',
  'cardLastDigits',
  'cardExpMonth',
  'cardExpYear',
  'cardHolderName',
  'billingAddressId',
  'isDefault',
  'createdAt',
] as const;

/** The default card first, then the newest. */
export async function findCards(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('paymentCards')
    .select(CARD_COLUMNS)
    .where('userId', '=', userId)
    .orderBy('isDefault', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** One of the user's own cards; another user's id finds nothing, like a missing one. */
export async function findOwnCard(db: Db, userId: number, id: number) {
  return db
    .selectFrom('paymentCards')
    .select(CARD_COLUMNS)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** The given card becomes the user's only default. */
export async function markDefaultCard(db: Db, userId: number, id: number): Promise<void> {
  await db
    .updateTable('paymentCards')
    .set({ isDefault: 0 })
    .where('userId', '=', userId)
    .where('id', '!=', id)
    .execute();
  await db
    .updateTable('paymentCards')
    .set({ isDefault: 1 })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .execute();
}

export async function deleteOwnCard(db: Db, userId: number, id: number): Promise<void> {
  await db.deleteFrom('paymentCards').where('id', '=', id).where('userId', '=', userId).execute();
}

/** The user's newest remaining card becomes the default, if there is one. */
export async function promoteNewestCard(db: Db, userId: number): Promise<void> {
  const next = await db
    .selectFrom('paymentCards')
    .select('id')
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (next) await db.updateTable('paymentCards').set({ isDefault: 1 }).where('id', '=', next.id).execute();
}
