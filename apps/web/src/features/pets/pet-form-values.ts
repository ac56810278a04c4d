import { birthDateError, petWeightError, type Locale } from '@store/core';
import type { Translate } from '../../lib/i18n/use-t';
import { gramsFromKg, kgFromGrams } from './pet-format';
import type { Pet, PetInput } from './pet-queries';

export const EMPTY_PET = {
  name: '',
  species: 'dog',
  breed: '',
  color: '',
  coat: '',
  size: '',
  gender: '',
  status: 'active',
  dateOfBirth: '',
  weight: '',
  observations: '',
};
export type PetValues = typeof EMPTY_PET;
export const PET_FIELDS_ORDER = Object.keys(EMPTY_PET) as (keyof PetValues)[];

/** The form's text of a saved pet: grams as kg with the reader's decimal comma. */
export function petValues(pet: Pet, locale: Locale): PetValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    name: pet.name,
    species: pet.species,
    breed: text(pet.breed),
    color: text(pet.color),
    coat: text(pet.coat),
    size: text(pet.size),
    gender: text(pet.gender),
    status: pet.status,
    dateOfBirth: text(pet.dateOfBirth),
    weight: kgFromGrams(pet.weight, locale),
    observations: text(pet.observations),
  };
}

/** What the API is sent: blanks as null, the weight in grams. */
export function petInput(values: PetValues): PetInput {
  const optional = (value: string) => value.trim() || null;
  return {
    name: values.name.trim(),
    species: values.species,
    breed: optional(values.breed),
    color: optional(values.color),
    coat: optional(values.coat),
    size: optional(values.size),
    gender: optional(values.gender),
    status: values.status,
    dateOfBirth: optional(values.dateOfBirth),
    weight: gramsFromKg(values.weight),
    observations: optional(values.observations),
  };
}

/**
 * The form's own checks, in Portuguese (or English), by core's pet rules: the server checks again with the same
 * rules and its field messages show the same way.
 */
export function petRules(t: Translate, today: string) {
  return {
    name: {
      validate: (v: string) =>
        !v.trim() ? t('validation.required') : /\p{L}/u.test(v) ? true : t('ui.pet.nameInvalid'),
    },
    dateOfBirth: {
      validate: (v: string) => {
        const error = birthDateError(v, today);
        return error ? t(error) : true;
      },
    },
    weight: {
      validate: (v: string) => {
        const grams = gramsFromKg(v);
        if (Number.isNaN(grams)) return t('ui.pet.weightInvalid');
        const error = petWeightError(grams);
        return error ? t(error) : true;
      },
    },
  };
}
