import { msg } from '@store/core';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PetsTable } from '../../db/tables/pets.js';
import type { PetInput } from '../../graphql/generated/resolvers.js';
import { userError } from '../../lib/errors.js';
import { clean } from '../../lib/validation.js';
import { nowIso } from '../../lib/time.js';
import { parseId } from '../stores/scope.js';
import { storeToday } from '../stores/time-zone.js';
import {
  countOwnPets,
  findOwnPet,
  insertPet,
  listOwnPets,
  recordWeighing,
  updateOwnPet,
  type Owner,
  type PetRow,
} from './repository.js';
import { MAX_PETS_PER_USER, validatePet } from './validation.js';

/**
 * The columns an input sets. A field left out of an update keeps its value; one sent empty or null clears it.
 * The weight is not among them: it is a weighing (see recordWeighing).
 */
function columnsOf(input: PetInput): Updateable<PetsTable> {
  const optional = {
    breed: input.breed,
    color: input.color,
    coat: input.coat,
    size: input.size?.toUpperCase(),
    gender: input.gender,
    dateOfBirth: input.dateOfBirth,
    observations: input.observations,
  };
  const columns: Updateable<PetsTable> = { name: input.name.trim(), species: input.species.trim() };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) (columns as Record<string, string | null>)[key] = clean(value);
  }
  if (input.status != null && input.status.trim() !== '') columns.status = input.status.trim();
  return columns;
}

export async function findPet(db: Db, owner: Owner, rawId: string | number): Promise<PetRow | null> {
  const id = parseId(rawId);
  return (id !== null && (await findOwnPet(db, owner, id))) || null;
}

export const listPets = (db: Db, owner: Owner) => listOwnPets(db, owner);

/** setPet: a new pet of the signed-in user; a weight given is its first weighing, dated today in the store's zone. */
export async function createPet(db: Db, owner: Owner, input: PetInput, now = new Date()): Promise<PetRow> {
  const today = await storeToday(db, owner.storeId, now);
  validatePet(input, today);
  if ((await countOwnPets(db, owner)) >= MAX_PETS_PER_USER)
    throw userError(msg('pet.tooMany', { max: MAX_PETS_PER_USER }));
  const at = nowIso(now);
  return db.transaction().execute(async (trx) => {
    const pet = await insertPet(trx, {
      breed: null,
      color: null,
      coat: null,
      size: null,
      gender: null,
      dateOfBirth: null,
      observations: null,
      ...columnsOf(input),
      name: input.name.trim(),
      userId: owner.userId,
      storeId: owner.storeId,
      weightGrams: null,
      avatar: null,
      deleted: 0,
      createdAt: at,
      updatedAt: at,
    });
    if (input.weight == null) return pet;
    return { ...pet, weightGrams: await recordWeighing(trx, pet.id, today, input.weight) };
  });
}

/** updatePet: null for an id that is not one of the caller's live pets in this store, exactly as for a missing one. */
export async function updatePet(
  db: Db,
  owner: Owner,
  rawId: string,
  input: PetInput,
  now = new Date(),
): Promise<PetRow | null> {
  const id = parseId(rawId);
  if (id === null || !(await findOwnPet(db, owner, id))) return null;
  const today = await storeToday(db, owner.storeId, now);
  validatePet(input, today);
  return db.transaction().execute(async (trx) => {
    const pet = await updateOwnPet(trx, owner, id, { ...columnsOf(input), updatedAt: nowIso(now) });
    if (!pet) return null;
    // only a changed weight is a new weighing: the form sends the weight back on every save
    if (input.weight == null || input.weight === pet.weightGrams) return pet;
    return { ...pet, weightGrams: await recordWeighing(trx, pet.id, today, input.weight) };
  });
}
