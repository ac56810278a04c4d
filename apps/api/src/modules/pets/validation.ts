import {
  birthDateError,
  msg,
  PET_COATS,
  PET_GENDERS,
  PET_SIZES,
  PET_SPECIES,
  PET_STATUSES,
  petWeightError,
  vaccineDateErrors,
  type Message,
} from '@store/core';
import type { PetInput, VaccineInput } from '../../graphql/generated/resolvers.js';
import { assertValid, freeText } from '../../lib/validation.js';

// The lists, bounds and date rules are core's (packages/core/src/pets.ts), as the storefront's forms check them.

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

/** Every field of a pet, each failing one named with its message; `today` is the store's date (storeToday). */
export function validatePet(input: PetInput, today: string): void {
  assertValid({
    name: blank(input.name) ? msg('pet.nameRequired') : freeText(input.name, PET_LIMITS.name),
    species: PET_SPECIES.includes(input.species?.trim() as never) ? null : msg('pet.speciesInvalid'),
    breed: freeText(input.breed, PET_LIMITS.breed),
    color: freeText(input.color, PET_LIMITS.color),
    coat: oneOf(PET_COATS, input.coat, msg('pet.coatInvalid')),
    size: oneOf(PET_SIZES, input.size?.toUpperCase(), msg('pet.sizeInvalid')),
    gender: oneOf(PET_GENDERS, input.gender, msg('pet.genderInvalid')),
    status: oneOf(PET_STATUSES, input.status, msg('pet.statusInvalid')),
    dateOfBirth: birthDateError(input.dateOfBirth, today),
    weight: petWeightError(input.weight),
    observations: freeText(input.observations, PET_LIMITS.observations),
  });
}

/**
 * Every field of a vaccine: a name, real dates (applied not after `today`, the store's date), the next dose after the
 * application.
 */
export function validateVaccine(input: VaccineInput, today: string): void {
  const dates = vaccineDateErrors(input.appliedAt, input.nextDoseAt, today);
  assertValid({
    name: blank(input.name) ? msg('vaccine.nameRequired') : freeText(input.name, VACCINE_LIMITS.name),
    appliedAt: dates.appliedAt,
    nextDoseAt: dates.nextDoseAt,
    batch: freeText(input.batch, VACCINE_LIMITS.batch),
    clinic: freeText(input.clinic, VACCINE_LIMITS.clinic),
    notes: freeText(input.notes, VACCINE_LIMITS.notes),
  });
}
