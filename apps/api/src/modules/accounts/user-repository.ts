import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UsersTable } from '../../db/tables/accounts.js';

export async function findUser(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Another live or deleted account of the store already using this e-mail (any case). */
export async function emailTaken(db: Db, storeId: number, email: string, exceptUserId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('storeId', '=', storeId)
    .where('email', '=', email.trim().toLowerCase())
    .where('id', '!=', exceptUserId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateUser(db: Db, id: number, patch: Updateable<UsersTable>): Promise<void> {
  await db.updateTable('users').set(patch).where('id', '=', id).execute();
}

/**
 * Serialises one user's read-then-write changes (which address or card is the main one) inside a transaction:
 * a no-op update takes the user's row lock on PostgreSQL; SQLite transactions already hold the write lock.
 */
export async function lockUser(trx: Db, id: number): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ updatedAt: eb.ref('updatedAt') }))
    .where('id', '=', id)
    .execute();
}

/** A unique constraint said no, on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}
