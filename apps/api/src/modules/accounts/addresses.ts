import { validateAddress, stripMask, msg, type Message } from '@store/core';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';
import {
  findOwnAddress,
  hasOtherMain,
  insertAddress,
  newestAddressId,
  setMainAddress,
  updateOwnAddress,
  type AddressRow,
} from './address-repository.js';
import { lockUser } from './user-repository.js';
import { addressNotFound } from './validation.js';
import { assertValid, clean, freeText } from '../../lib/validation.js';
import { parseId } from '../stores/scope.js';
import type { Address, AddressInput } from '../../graphql/generated/resolvers.js';

export const MAIN_ADDRESS_TITLE = 'Principal';

/** Spec 3 'Address': the main one is titled 'Principal'. */
export function toAddress(row: AddressRow): Address {
  return {
    ...row,
    title: row.isMain === 1 ? MAIN_ADDRESS_TITLE : row.title,
    isMain: row.isMain === 1,
    deleted: row.deleted === 1,
  };
}

const LIMITS = {
  type: 20,
  title: 60,
  address: 160,
  addressNumber: 20,
  complement: 120,
  province: 120,
  city: 120,
  state: 2,
  nearby: 200,
} as const;

function outOfRange(value: number | null | undefined, limit: number): Message | null {
  return value != null && !(Math.abs(value) <= limit) ? msg('address.coordinatesInvalid') : null;
}

function validate(input: AddressInput): void {
  const { type, postalCode, city, state, address, addressNumber, province } = input;
  const core = validateAddress({ type, postalCode, city, state, address, addressNumber, province });
  const checks: Record<string, Message | null | undefined> = {};
  for (const [field, max] of Object.entries(LIMITS)) checks[field] = freeText(input[field as keyof typeof LIMITS], max);
  Object.assign(checks, core, {
    latitude: outOfRange(input.latitude, 90),
    longitude: outOfRange(input.longitude, 180),
  });
  assertValid(checks);
}

/**
 * setAddress: creates an address, or with `id` replaces one of the user's own. `isMain: true` makes it the main
 * one; a user's first address is always main. All inside one transaction holding the user's lock.
 */
export async function setAddress(db: Db, userId: number, input: AddressInput, now = new Date()) {
  const id = input.id == null ? null : parseId(input.id);
  if (input.id != null && id === null) throw addressNotFound();
  validate(input);
  const at = nowIso(now);
  const fields = {
    type: input.type!.trim(),
    title: clean(input.title),
    postalCode: stripMask(input.postalCode),
    address: input.address!.trim(),
    addressNumber: input.addressNumber!.trim(),
    complement: clean(input.complement),
    province: input.province!.trim(),
    city: input.city!.trim(),
    state: input.state!.trim().toUpperCase(),
    nearby: clean(input.nearby),
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    updatedAt: at,
  };
  const row = await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    if (id !== null && !(await findOwnAddress(trx, userId, id))) throw addressNotFound();
    const main = input.isMain === true || !(await hasOtherMain(trx, userId, id));
    const saved =
      id === null
        ? await insertAddress(trx, { ...fields, userId, isMain: 0, deleted: 0, createdAt: at })
        : await updateOwnAddress(trx, userId, id, fields);
    if (main) await setMainAddress(trx, userId, saved.id);
    return { ...saved, isMain: main ? (1 as const) : saved.isMain };
  });
  return toAddress(row);
}

/** unsetAddress: soft-deletes one of the user's addresses (orders keep pointing at it); a new main is chosen. */
export async function unsetAddress(db: Db, userId: number, rawId: string): Promise<true> {
  const id = parseId(rawId);
  if (id === null) throw addressNotFound();
  await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const row = await findOwnAddress(trx, userId, id);
    if (!row) throw addressNotFound();
    await updateOwnAddress(trx, userId, id, { deleted: 1, isMain: 0, updatedAt: nowIso() });
    const next = row.isMain === 1 ? await newestAddressId(trx, userId) : undefined;
    if (next !== undefined) await setMainAddress(trx, userId, next);
  });
  return true;
}
