import type { Db } from '../../db/database.js';
import type { PickupPlace } from '../../graphql/generated/resolvers.js';
import { openingHours } from '../stores/opening-hours.js';
import type { StoreRow } from '../stores/repository.js';
import { storeProfile } from '../stores/service.js';

/** Where a pickup order is collected: the store's address, and its opening hours by weekday and time. */
export async function pickupPlace(db: Db, store: StoreRow): Promise<PickupPlace> {
  const [profile, hours] = await Promise.all([storeProfile(db, store), openingHours(db, store.id)]);
  return {
    address: profile.details ?? null,
    openingHours: hours
      .map(({ weekday, opensAt, closesAt }) => ({ weekday, opensAt, closesAt }))
      .sort((a, b) => a.weekday - b.weekday || a.opensAt.localeCompare(b.opensAt)),
  };
}
