import type { Db } from '../database.js';
import { hashPassword } from '../../lib/password.js';
import { nowIso } from '../../lib/time.js';
import { POSTAL_CODES } from './data/postal-codes.js';
import { DEMO_STORES } from './data/stores.js';
import { demoCredentials } from './people.js';
import { seedStore } from './store.js';

/**
 * Seeds the two demo stores (Pet Feliz at petshop.localhost, Casa & Cia at loja.localhost) on an
 * empty database, in one transaction; does nothing once any store exists, so restarts never re-seed.
 * The data is deterministic apart from timestamps (ids come from the database). With `dataDir` the demo pets get
 * their pictures there (written under names made from their bytes, so a second run finds them in place).
 */
export async function seedDemo(db: Db, options: { dataDir?: string } = {}): Promise<{ seeded: boolean }> {
  if (await hasStores(db)) return { seeded: false };

  // scrypt is deliberately slow (~50 ms): hash in parallel and outside the transaction, which on
  // SQLite holds the write lock for its whole length.
  const credentials = DEMO_STORES.flatMap(demoCredentials);
  const hashed = await Promise.all(credentials.map(async (c) => [c.email, await hashPassword(c.password)] as const));
  const hashes = new Map(hashed);
  const now = new Date(nowIso());

  return db.transaction().execute(async (trx) => {
    // Checked again inside: another process may have seeded while we were hashing.
    if (await hasStores(trx)) return { seeded: false };
    await trx
      .insertInto('postalCodes')
      .values([...POSTAL_CODES])
      .onConflict((oc) => oc.column('cep').doNothing())
      .execute();
    for (const store of DEMO_STORES) await seedStore(trx, store, { hashes, now, dataDir: options.dataDir });
    return { seeded: true };
  });
}

async function hasStores(db: Db): Promise<boolean> {
  return (await db.selectFrom('stores').select('id').limit(1).executeTakeFirst()) !== undefined;
}
