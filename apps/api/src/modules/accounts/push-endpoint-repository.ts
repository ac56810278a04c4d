import type { Db } from '../../db/database.js';
import type { PushEndpointsTable } from '../../db/tables/accounts.js';

type Endpoint = { type: PushEndpointsTable['type']; registration: string };

/** Registers a device for the user; a registration another user held moves to this one. */
export async function upsertEndpoint(db: Db, userId: number, endpoint: Endpoint & { description: string | null }, at: string): Promise<void> {
  const { type, registration, description } = endpoint;
  await db
    .insertInto('pushEndpoints')
    .values({ userId, type, registration, description, createdAt: at })
    .onConflict((oc) => oc.columns(['type', 'registration']).doUpdateSet({ userId, description, createdAt: at }))
    .execute();
}

/** Forgets the user's own registration; another user's is left alone. */
export async function deleteEndpoint(db: Db, userId: number, endpoint: Endpoint): Promise<void> {
  await db.deleteFrom('pushEndpoints').where('userId', '=', userId).where('type', '=', endpoint.type).where('registration', '=', endpoint.registration).execute();
}
