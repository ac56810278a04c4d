import type { Db } from '../../db/database.js';
import type { PushEndpointsTable } from '../../db/tables/accounts.js';

type Endpoint = { type: PushEndpointsTable['type']; registration: string };

/** Registers a device for the user (a registration another user held moves to this one) and keeps only the newest `keep`. */
export async function upsertEndpoint(db: Db, userId: number, endpoint: Endpoint & { description: string | null }, at: string, keep: number): Promise<void> {
  const { type, registration, description } = endpoint;
  const run = async (trx: Db) => {
    await trx
      .insertInto('pushEndpoints')
      .values({ userId, type, registration, description, createdAt: at })
      .onConflict((oc) => oc.columns(['type', 'registration']).doUpdateSet({ userId, description, createdAt: at }))
      .execute();
    const newest = await trx.selectFrom('pushEndpoints').select('id').where('userId', '=', userId).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(keep).execute();
    await trx.deleteFrom('pushEndpoints').where('userId', '=', userId).where('id', 'not in', newest.map((row) => row.id)).execute();
  };
  await (db.isTransaction ? run(db) : db.transaction().execute(run));
}

/** Forgets every web push registration of the user (all their sign-ins ended). */
export async function deleteWebPushEndpoints(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('pushEndpoints').where('userId', '=', userId).where('type', '=', 'WEBPUSH').execute();
}

/** Forgets the user's own registration; another user's is left alone. */
export async function deleteEndpoint(db: Db, userId: number, endpoint: Endpoint): Promise<void> {
  await db.deleteFrom('pushEndpoints').where('userId', '=', userId).where('type', '=', endpoint.type).where('registration', '=', endpoint.registration).execute();
}
