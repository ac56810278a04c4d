import { msg } from '@store/core';
import type { Db } from '../../db/database.js';
import { validationError } from '../../lib/errors.js';
import { freeText } from '../../lib/validation.js';
import { findOwnAddress } from '../accounts/address-repository.js';
import { findOwnPet, type Owner, type PetRow } from '../pets/repository.js';
import { parseId } from '../stores/scope.js';
import { findService, type ServiceRow } from './repository.js';

export const MAX_DAYS_AHEAD = 180;
const OBSERVATIONS_MAX = 500;
const DAY_MS = 86_400_000;

/** The last instant a booking may start at: MAX_DAYS_AHEAD days from now. */
export const latestStart = (now: Date) => new Date(now.getTime() + MAX_DAYS_AHEAD * DAY_MS);

export type BookingArgs = {
  petId: string;
  dateTime: string;
  serviceId: string;
  addressId?: string | null;
  location?: { latitude: number; longitude: number } | null;
  observations?: string | null;
};

export type Booking = {
  pet: PetRow;
  service: ServiceRow;
  start: Date;
  addressId: number | null;
  location: string | null;
  observations: string | null;
};

/** An ISO instant as the client sends it ('2026-12-01T13:00:00.000Z' or with an offset), or null. */
function parseInstant(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * Everything about a booking that does not depend on the other bookings: the caller's own pet (another's reads as
 * missing), an active service of the store, a time not past and not too far ahead, an own address or a location
 * for a service done at home, and observations without a card number.
 */
export async function readBooking(db: Db, owner: Owner, args: BookingArgs, now: Date): Promise<Booking> {
  const petId = parseId(args.petId);
  const pet = petId === null ? undefined : await findOwnPet(db, owner, petId);
  if (!pet) throw validationError({ petId: 'appointment.petNotFound' });
  const serviceId = parseId(args.serviceId);
  const service = serviceId === null ? undefined : await findService(db, owner.storeId, serviceId);
  if (!service) throw validationError({ serviceId: 'appointment.serviceNotFound' });

  const start = parseInstant(args.dateTime);
  if (!start) throw validationError({ dateTime: 'appointment.dateTimeInvalid' });
  if (start.getTime() <= now.getTime()) throw validationError({ dateTime: 'appointment.past' });
  if (start.getTime() > latestStart(now).getTime())
    throw validationError({ dateTime: msg('appointment.tooFar', { days: MAX_DAYS_AHEAD }) });

  const observationsError = freeText(args.observations, OBSERVATIONS_MAX);
  if (observationsError) throw validationError({ observations: observationsError });
  const observations = (args.observations ?? '').trim() || null;

  let addressId: number | null = null;
  let location: string | null = null;
  if (args.addressId != null && args.addressId !== '') {
    const id = parseId(args.addressId);
    const own = id === null ? undefined : await findOwnAddress(db, owner.userId, id);
    if (!own) throw validationError({ addressId: 'appointment.addressNotFound' });
    addressId = own.id;
  }
  if (args.location) {
    const { latitude, longitude } = args.location;
    const valid =
      Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
    if (!valid) throw validationError({ location: 'appointment.locationInvalid' });
    location = JSON.stringify({ latitude, longitude });
  }
  if (service.atHome === 1 && addressId === null && location === null)
    throw validationError({ addressId: 'appointment.addressRequired' });
  return { pet, service, start, addressId, location, observations };
}
