import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UsersTable } from '../../db/tables/accounts.js';

/** The account of an e-mail in a store, deleted or not (callers decide); e-mails are stored lower-cased. */
export async function findUserByEmail(db: Db, storeId: number, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('storeId', '=', storeId)
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function findUserById(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export type SocialProvider = 'google' | 'apple';

export async function findUserBySubject(db: Db, storeId: number, provider: SocialProvider, subject: string) {
  const column = provider === 'google' ? 'googleSubject' : 'appleSubject';
  return db
    .selectFrom('users')
    .selectAll()
    .where('storeId', '=', storeId)
    .where(column, '=', subject)
    .executeTakeFirst();
}

/** Inserts a user unless the store already has the e-mail; undefined means it was taken (even by a racing request). */
export async function insertUserIfNew(db: Db, values: Insertable<UsersTable>): Promise<number | undefined> {
  const row = await db
    .insertInto('users')
    .values(values)
    .onConflict((oc) => oc.columns(['storeId', 'email']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The live account a request's access token names, in the store it was issued for. */
export async function findLiveUser(db: Db, id: number, storeId: number) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('storeId', '=', storeId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

export async function updateUserById(db: Db, id: number, patch: Updateable<UsersTable>): Promise<void> {
  await db.updateTable('users').set(patch).where('id', '=', id).execute();
}
