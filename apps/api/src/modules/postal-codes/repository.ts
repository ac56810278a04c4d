import type { Db } from '../../db/database.js';

/** The seeded row of one CEP (8 digits, no mask). */
export async function findPostalCode(db: Db, cep: string) {
  return db.selectFrom('postalCodes').selectAll().where('cep', '=', cep).executeTakeFirst();
}
