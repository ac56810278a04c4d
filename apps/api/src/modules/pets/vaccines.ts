import { msg } from '@store/core';
import type { Db } from '../../db/database.js';
import type { VaccineInput } from '../../graphql/generated/resolvers.js';
import { notFoundError, userError } from '../../lib/errors.js';
import { clean } from '../../lib/validation.js';
import { nowIso } from '../../lib/time.js';
import { parseId } from '../stores/scope.js';
import { storeToday } from '../stores/time-zone.js';
import {
  countVaccines,
  deleteVaccineRow,
  findOwnPet,
  findOwnVaccine,
  insertVaccine,
  listOwnVaccines,
  updateVaccineRow,
  type Owner,
  type VaccineRow,
} from './repository.js';
import { MAX_VACCINES_PER_PET, validateVaccine } from './validation.js';

/**
 * 'Vacinas' highlights a dose whose date has passed: before `today`, the store's date (due today is not late yet):
 * `isOverdue({ nextDoseAt: '2026-11-29' }, '2026-11-30')` → true.
 */
export const isOverdue = (vaccine: Pick<VaccineRow, 'nextDoseAt'>, today: string): boolean =>
  vaccine.nextDoseAt !== null && vaccine.nextDoseAt < today;

const columnsOf = (input: VaccineInput) => ({
  name: input.name.trim(),
  appliedAt: clean(input.appliedAt),
  nextDoseAt: clean(input.nextDoseAt),
  batch: clean(input.batch),
  clinic: clean(input.clinic),
  notes: clean(input.notes),
});

/** The caller's live pet named by an input, or null (someone else's pet is as unknown as a missing one). */
async function ownPetId(db: Db, owner: Owner, rawId: string): Promise<number | null> {
  const id = parseId(rawId);
  return id !== null && (await findOwnPet(db, owner, id)) ? id : null;
}

export async function findVaccine(db: Db, owner: Owner, rawId: string): Promise<VaccineRow | null> {
  const id = parseId(rawId);
  return (id !== null && (await findOwnVaccine(db, owner, id))) || null;
}

/** vaccines(petId): of one of the caller's pets (an unknown pet has none), or of all of them; the next due first. */
export async function listVaccines(db: Db, owner: Owner, rawPetId?: string | null): Promise<VaccineRow[]> {
  if (rawPetId == null) return listOwnVaccines(db, owner);
  const petId = parseId(rawPetId);
  return petId === null ? [] : listOwnVaccines(db, owner, petId);
}

/** setVaccine: records a vaccine of one of the caller's pets; another's pet is 'Pet não encontrado' like a missing one. */
export async function createVaccine(db: Db, owner: Owner, input: VaccineInput, now = new Date()): Promise<VaccineRow> {
  const petId = await ownPetId(db, owner, input.petId);
  if (petId === null) throw notFoundError('pet.notFound');
  validateVaccine(input, await storeToday(db, owner.storeId, now));
  if ((await countVaccines(db, petId)) >= MAX_VACCINES_PER_PET)
    throw userError(msg('vaccine.tooMany', { max: MAX_VACCINES_PER_PET }));
  const at = nowIso(now);
  return insertVaccine(db, { ...columnsOf(input), petId, createdAt: at, updatedAt: at });
}

/** updateVaccine: null for a vaccine that is not the caller's; it may move to another of the caller's pets. */
export async function updateVaccine(
  db: Db,
  owner: Owner,
  rawId: string,
  input: VaccineInput,
  now = new Date(),
): Promise<VaccineRow | null> {
  const vaccine = await findVaccine(db, owner, rawId);
  if (!vaccine) return null;
  const petId = await ownPetId(db, owner, input.petId);
  if (petId === null) throw notFoundError('pet.notFound');
  validateVaccine(input, await storeToday(db, owner.storeId, now));
  return updateVaccineRow(db, vaccine.id, { ...columnsOf(input), petId, updatedAt: nowIso(now) });
}

/** unsetVaccine: removes one of the caller's vaccines; any other id is 'Vacina não encontrada'. */
export async function removeVaccine(db: Db, owner: Owner, rawId: string): Promise<true> {
  const vaccine = await findVaccine(db, owner, rawId);
  if (!vaccine) throw notFoundError('vaccine.notFound');
  await deleteVaccineRow(db, vaccine.id);
  return true;
}
