import { isStoreDate, msg, priceForPet, t } from '@store/core';
import type { Db } from '../../db/database.js';
import { validationError } from '../../lib/errors.js';
import type { Owner, PetRow } from '../pets/repository.js';
import { findOwnPet } from '../pets/repository.js';
import { parseId } from '../stores/scope.js';
import { loadDays } from './days.js';
import { findService, listServices, pricesOf } from './repository.js';

/** The caller's pet named by an optional argument; another's (or a missing one) is refused like a missing one. */
export async function optionalPet(
  db: Db,
  owner: Owner | null,
  rawPetId: string | null | undefined,
): Promise<PetRow | null> {
  if (rawPetId == null || rawPetId === '') return null;
  const id = parseId(rawPetId);
  const pet = id === null || owner === null ? undefined : await findOwnPet(db, owner, id);
  if (!pet) throw validationError({ petId: 'appointment.petNotFound' });
  return pet;
}

/** The store's services with their price rows; with a pet, duration and price are already that pet's. */
export async function servicesFor(db: Db, storeId: number, pet: PetRow | null) {
  const services = await listServices(db, storeId);
  const [prices, resources] = await Promise.all([
    pricesOf(
      db,
      services.map((s) => s.id),
    ),
    db.selectFrom('serviceResources').select(['id', 'capacity']).where('storeId', '=', storeId).execute(),
  ]);
  return services.map((s) => {
    const rows = prices
      .filter((p) => p.serviceId === s.id)
      .map(({ size, coat, duration, price }) => ({ size, coat, duration, price }));
    const base = { duration: s.durationMinutes, price: s.price };
    const own = pet ? priceForPet(base, rows, pet.size, pet.coat) : base;
    return {
      id: s.id,
      type: s.type,
      description: s.description,
      ...own,
      buffer: s.bufferMinutes,
      atHome: s.atHome === 1,
      capacity: resources.find((r) => r.id === s.resourceId)?.capacity ?? s.capacity,
      prices: rows,
    };
  });
}

/** The longest run of days one request may ask for: two months of a calendar. */
export const MAX_DAYS = 62;

/**
 * `count` days of the store from `from` for a service (and pet): their periods and free starts, read in a fixed
 * number of queries whatever the count. Without a service a day tells only whether and when the store opens.
 */
export async function workingDaysOf(
  db: Db,
  storeId: number,
  from: string,
  count: number,
  rawServiceId: string | null | undefined,
  pet: PetRow | null,
  now = new Date(),
) {
  if (!isStoreDate(from)) throw validationError({ date: 'appointment.dateInvalid' });
  if (!Number.isInteger(count) || count < 1 || count > MAX_DAYS)
    throw validationError({ days: msg('appointment.daysRange', { max: MAX_DAYS }) });
  let service = null;
  if (rawServiceId != null && rawServiceId !== '') {
    const id = parseId(rawServiceId);
    service = id === null ? undefined : await findService(db, storeId, id);
    if (!service) throw validationError({ serviceId: 'appointment.serviceNotFound' });
  }
  const probe = service ?? {
    id: 0,
    storeId,
    type: '',
    description: '',
    durationMinutes: 0,
    price: 0,
    capacity: 1,
    active: 1,
    bufferMinutes: 0,
    atHome: 0,
    resourceId: null,
  };
  const rows = service ? await pricesOf(db, [service.id]) : [];
  const base = { duration: probe.durationMinutes, price: probe.price };
  const duration = pet && service ? priceForPet(base, rows, pet.size, pet.coat).duration : base.duration;
  const days = await loadDays(db, storeId, probe, Math.max(duration, 1), from, count, now, {
    ignoreBookings: service === null,
    ...(pet ? { petId: pet.id } : {}),
  });
  return days.map((answer) => ({
    date: answer.date,
    open: answer.open,
    closedReason: answer.closedReason ? t('pt-BR', answer.closedReason) : null,
    closedReasonCode: answer.closedReason?.key ?? null,
    closedReasonParams: answer.closedReason?.params ?? null,
    periods: answer.periods,
    slots: service ? answer.slots : [],
  }));
}

/** One day of the store for a service (and pet), as `workingDaysOf` answers it. */
export async function workingHoursOf(
  db: Db,
  storeId: number,
  date: string,
  rawServiceId: string | null | undefined,
  pet: PetRow | null,
  now = new Date(),
) {
  return (await workingDaysOf(db, storeId, date, 1, rawServiceId, pet, now))[0]!;
}
