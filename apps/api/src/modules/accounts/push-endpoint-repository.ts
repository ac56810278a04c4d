import type { Db } from '../../db/database.js';
import type { PushEndpointsTable } from '../../db/tables/accounts.js';

type Endpoint = { type: PushEndpointsTable['type']; registration: string };

/** A registration as it is claimed: `device` is what it reaches (see PushEndpointsTable.device). */
export type Claim = Endpoint & { device: string; description: string | null };

/** The row that reaches the claim's device, with its owner's store. */
export type HeldEndpoint = { id: number; userId: number; storeId: number; registration: string };

/**
 * Outcome of a claim: 'claimed' (new, the user's own, or moved to them); 'otherStore' (another store's user holds the
 * device); 'otherUser' (another user of this store holds it and `mayMove` said no).
 */
export type ClaimResult = 'claimed' | 'otherStore' | 'otherUser';

const ATTEMPTS = 3;

/**
 * Registers a device for the user, one owner per device. New: inserted, unless a concurrent claim inserted it first;
 * held by this user: refreshed; held by another user of the same store: moved only when `mayMove(held)` says so, with
 * a conditional update that fails if the owner changed meanwhile (then read again). Another store's is never touched.
 * On a claim the user keeps only their newest `keep` devices.
 */
export async function claimEndpoint(
  db: Db,
  owner: { userId: number; storeId: number },
  claim: Claim,
  at: string,
  keep: number,
  mayMove: (held: HeldEndpoint) => boolean,
): Promise<ClaimResult> {
  const { userId, storeId } = owner;
  const { type, registration, device, description } = claim;
  const run = async (trx: Db): Promise<ClaimResult> => {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      // any unique key (device, or the registration string of a row from before devices were kept) means "held"
      const inserted = await trx
        .insertInto('pushEndpoints')
        .values({ userId, type, registration, device, description, createdAt: at })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return claimed(trx);
      const held = await trx
        .selectFrom('pushEndpoints')
        .innerJoin('users', 'users.id', 'pushEndpoints.userId')
        .select(['pushEndpoints.id', 'pushEndpoints.userId', 'users.storeId', 'pushEndpoints.registration'])
        .where('pushEndpoints.type', '=', type)
        .where((eb) =>
          eb.or([eb('pushEndpoints.device', '=', device), eb('pushEndpoints.registration', '=', registration)]),
        )
        .executeTakeFirst();
      // forgotten in between: try the insert again
      if (!held) continue;
      if (held.storeId !== storeId) return 'otherStore';
      if (held.userId !== userId && !mayMove(held)) return 'otherUser';
      const moved = await trx
        .updateTable('pushEndpoints')
        .set({ userId, registration, device, description, createdAt: at })
        .where('id', '=', held.id)
        .where('userId', '=', held.userId)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 1) return claimed(trx);
      // the owner changed since it was read: read it again
    }
    return 'otherUser';
  };
  const claimed = async (trx: Db): Promise<'claimed'> => {
    const newest = await trx
      .selectFrom('pushEndpoints')
      .select('id')
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(keep)
      .execute();
    await trx
      .deleteFrom('pushEndpoints')
      .where('userId', '=', userId)
      .where(
        'id',
        'not in',
        newest.map((row) => row.id),
      )
      .execute();
    return 'claimed';
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/** Forgets every web push registration of the user (all their sign-ins ended). */
export async function deleteWebPushEndpoints(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('pushEndpoints').where('userId', '=', userId).where('type', '=', 'WEBPUSH').execute();
}

/** Forgets the user's own registration of the device; another user's is left alone. */
export async function deleteEndpoint(db: Db, userId: number, endpoint: Endpoint & { device: string }): Promise<void> {
  await db
    .deleteFrom('pushEndpoints')
    .where('userId', '=', userId)
    .where('type', '=', endpoint.type)
    .where((eb) => eb.or([eb('device', '=', endpoint.device), eb('registration', '=', endpoint.registration)]))
    .execute();
}
