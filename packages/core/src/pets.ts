import { msg, type Message } from './i18n/messages';
import { addDays, isStoreDate } from './store-time';

// Pets and vaccines: the lists and bounds the 'Meu Pet' and vaccine forms check as the shopper types, and the API
// checks again on save. One place, so the form never accepts what the server refuses (or the reverse).

export const PET_SPECIES = ['dog', 'cat', 'bird', 'rodent', 'fish', 'reptile', 'other'] as const;
export type PetSpecies = (typeof PET_SPECIES)[number];
/** The Brazilian 'porte', as service prices use it. */
export const PET_SIZES = ['P', 'M', 'G', 'GG'] as const;
export const PET_COATS = ['short', 'long'] as const;
export const PET_GENDERS = ['male', 'female'] as const;
export const PET_STATUSES = ['active', 'inactive'] as const;

export const isPetSpecies = (value: string): value is PetSpecies => (PET_SPECIES as readonly string[]).includes(value);

/** Grams: 1 g (a hamster's newborn is ~2 g) to 150 kg (a large mastiff is ~100 kg). */
export const PET_WEIGHT_GRAMS = { min: 1, max: 150_000 } as const;

/** The oldest date taken (birth, application): no pet is older, and it keeps typos like 0202-05-14 out. */
export const OLDEST_PET_DATE = '1950-01-01';

/** How far ahead a next dose may be: a booster in 3 years is fine, a year 2999 is a typo. */
export const NEXT_DOSE_MAX_DAYS = 365 * 20;

const blank = (value: string | null | undefined): value is null | undefined | '' =>
  value == null || value.trim() === '';

/** A pet date (YYYY-MM-DD, blank passes): a real date from 1950 on, and not after `latest` (`future` if it is). */
function petDateError(value: string | null | undefined, latest: string, future: Message): Message | null {
  if (blank(value)) return null;
  const date = value.trim();
  if (!isStoreDate(date) || date < OLDEST_PET_DATE) return msg('pet.dateInvalid');
  return date > latest ? future : null;
}

/** A date of birth on `today` (store date). */
export const birthDateError = (value: string | null | undefined, today: string) =>
  petDateError(value, today, msg('pet.birthInFuture'));

/** A weight in whole grams (null: not given). */
export function petWeightError(grams: number | null | undefined): Message | null {
  if (grams == null) return null;
  return Number.isInteger(grams) && grams >= PET_WEIGHT_GRAMS.min && grams <= PET_WEIGHT_GRAMS.max
    ? null
    : msg('pet.weightInvalid');
}

/** A vaccine's dates on `today`: applied not in the future; a next dose after the application (the same day is no next dose). */
export function vaccineDateErrors(
  appliedAt: string | null | undefined,
  nextDoseAt: string | null | undefined,
  today: string,
): { appliedAt: Message | null; nextDoseAt: Message | null } {
  const applied = petDateError(appliedAt, today, msg('vaccine.appliedInFuture'));
  const next = petDateError(nextDoseAt, addDays(today, NEXT_DOSE_MAX_DAYS), msg('pet.dateInvalid'));
  const order = !applied && !next && !blank(appliedAt) && !blank(nextDoseAt) && nextDoseAt.trim() <= appliedAt.trim();
  return { appliedAt: applied, nextDoseAt: next ?? (order ? msg('vaccine.nextDoseBeforeApplied') : null) };
}
