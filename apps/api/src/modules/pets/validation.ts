import { addDays, isStoreDate, msg, storeDate, type Message } from '@store/core';
import type { PetInput, VaccineInput } from '../../graphql/generated/resolvers.js';
import { assertValid, freeText } from '../../lib/validation.js';

export const PET_SPECIES = ['dog', 'cat', 'bird', 'rodent', 'fish', 'reptile', 'other'] as const;
/** The Brazilian 'porte', as service prices use it. */
export const PET_SIZES = ['P', 'M', 'G', 'GG'] as const;
export const PET_COATS = ['short', 'long'] as const;
export const PET_GENDERS = ['male', 'female'] as const;
export const PET_STATUSES = ['active', 'inactive'] as const;

/** Grams: 1 g (a hamster's newborn is ~2 g) to 150 kg (a large mastiff is ~100 kg). */
export const PET_WEIGHT_GRAMS = { min: 1, max: 150_000 } as const;

/** The oldest date of birth taken: no pet is older, and it keeps typos like 0202-05-14 out. */
const OLDEST_BIRTH = '1950-01-01';

/**
 * Rows one shopper may keep: far above any family's (or breeder's) needs, low enough that \`pets\` and \`vaccines\`,
 * which answer whole lists, stay small answers.
 */
export const MAX_PETS_PER_USER = 50;
export const MAX_VACCINES_PER_PET = 100;

export const PET_LIMITS = { name: 60, breed: 60, color: 60, observations: 1000 } as const;
export const VACCINE_LIMITS = { name: 80, batch: 40, clinic: 120, notes: 1000 } as const;

const blank = (value: string | null | undefined) => value == null || value.trim() === '';

/** An optional choice: empty passes, anything else must be one of the list. */
const oneOf = (list: readonly string[], value: string | null | undefined, message: Message): Message | null =>
  blank(value) || list.includes(value!.trim()) ? null : message;

function dateCheck(value: string | null | undefined, today: string, future: Message): Message | null {
  if (blank(value)) return null;
  const date = value!.trim();
  if (!isStoreDate(date) || date < OLDEST_BIRTH) return msg('pet.dateInvalid');
  return date > today ? future : null;
}

/** Every field of a pet, each failing one named with its message; `now` is the clock (today is its store-time date). */
export function validatePet(input: PetInput, now: Date): void {
  const today = storeDate(now);
  const weight = input.weight;
  assertValid({
    name: blank(input.name) ? msg('pet.nameRequired') : freeText(input.name, PET_LIMITS.name),
    species: PET_SPECIES.includes(input.species?.trim() as never) ? null : msg('pet.speciesInvalid'),
    breed: freeText(input.breed, PET_LIMITS.breed),
    color: freeText(input.color, PET_LIMITS.color),
    coat: oneOf(PET_COATS, input.coat, msg('pet.coatInvalid')),
    size: oneOf(PET_SIZES, input.size?.toUpperCase(), msg('pet.sizeInvalid')),
    gender: oneOf(PET_GENDERS, input.gender, msg('pet.genderInvalid')),
    status: oneOf(PET_STATUSES, input.status, msg('pet.statusInvalid')),
    dateOfBirth: dateCheck(input.dateOfBirth, today, msg('pet.birthInFuture')),
    weight: weight == null || (Number.isInteger(weight) && weight >= PET_WEIGHT_GRAMS.min && weight <= PET_WEIGHT_GRAMS.max) ? null : msg('pet.weightInvalid'),
    observations: freeText(input.observations, PET_LIMITS.observations),
  });
}

/** Every field of a vaccine: a name, real dates (applied not in the future), the next dose not before the application. */
export function validateVaccine(input: VaccineInput, now: Date): void {
  const today = storeDate(now);
  const applied = dateCheck(input.appliedAt, today, msg('vaccine.appliedInFuture'));
  // a next dose may be far ahead (a booster in 3 years), but not beyond what a calendar can hold sensibly
  const next = dateCheck(input.nextDoseAt, addDays(today, 365 * 20), msg('pet.dateInvalid'));
  const order = !applied && !next && !blank(input.appliedAt) && !blank(input.nextDoseAt) && input.nextDoseAt!.trim() < input.appliedAt!.trim();
  assertValid({
    name: blank(input.name) ? msg('vaccine.nameRequired') : freeText(input.name, VACCINE_LIMITS.name),
    appliedAt: applied,
    nextDoseAt: next ?? (order ? msg('vaccine.nextDoseBeforeApplied') : null),
    batch: freeText(input.batch, VACCINE_LIMITS.batch),
    clinic: freeText(input.clinic, VACCINE_LIMITS.clinic),
    notes: freeText(input.notes, VACCINE_LIMITS.notes),
  });
}
