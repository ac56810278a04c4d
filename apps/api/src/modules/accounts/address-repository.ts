import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AddressesTable } from '../../db/tables/accounts.js';

/** The user's live addresses, the main one first. */
export async function listAddresses(db: Db, userId: number) {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('userId', '=', userId)
    .where('deleted', '=', 0)
    .orderBy('isMain', 'desc')
    .orderBy('id', 'asc')
    .execute();
}

export async function findMainAddress(db: Db, userId: number) {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('userId', '=', userId)
    .where('deleted', '=', 0)
    .where('isMain', '=', 1)
    .executeTakeFirst();
}

/** Only ever by owner and id together: another user's address is simply not found. */
export async function findOwnAddress(db: Db, userId: number, id: number) {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

export async function hasOtherMain(db: Db, userId: number, exceptId: number | null): Promise<boolean> {
  let q = db
    .selectFrom('addresses')
    .select('id')
    .where('userId', '=', userId)
    .where('deleted', '=', 0)
    .where('isMain', '=', 1);
  if (exceptId !== null) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertAddress(db: Db, values: Insertable<AddressesTable>) {
  return db.insertInto('addresses').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateOwnAddress(db: Db, userId: number, id: number, patch: Updateable<AddressesTable>) {
  return db
    .updateTable('addresses')
    .set(patch)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Makes `id` the only main address of the user. */
export async function setMainAddress(db: Db, userId: number, id: number): Promise<void> {
  await db
    .updateTable('addresses')
    .set({ isMain: 0 })
    .where('userId', '=', userId)
    .where('id', '!=', id)
    .where('isMain', '=', 1)
    .execute();
  await db.updateTable('addresses').set({ isMain: 1 }).where('userId', '=', userId).where('id', '=', id).execute();
}

/** The most recent live address, to become main when the main one goes. */
export async function newestAddressId(db: Db, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('addresses')
    .select('id')
    .where('userId', '=', userId)
    .where('deleted', '=', 0)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.id;
}

/** The id of the user's address, deleted or not, or undefined: another user's address is not found. */
export async function findUserAddressId(db: Db, userId: number, id: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('addresses')
    .select('id')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.id;
}

export type AddressRow = Awaited<ReturnType<typeof listAddresses>>[number];
