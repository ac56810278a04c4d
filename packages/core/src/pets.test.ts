import { describe, expect, it } from 'vitest';
import { msg } from './i18n/messages';
import { addDays } from './store-time';
import { birthDateError, isPetSpecies, NEXT_DOSE_MAX_DAYS, petWeightError, vaccineDateErrors } from './pets';

// Dates are computed from a fixed day and from each other, never from the machine's clock.
const today = '2026-11-22';

describe('pet rules', () => {
  it('knows the species, and nothing else', () => {
    expect(isPetSpecies('dog')).toBe(true);
    expect(isPetSpecies('dragon')).toBe(false);
  });

  it('takes a weight from 1 g to 150 kg in whole grams, or none', () => {
    for (const grams of [null, undefined, 1, 4500, 150_000]) expect(petWeightError(grams)).toBeNull();
    for (const grams of [0, -5, 150_001, 4.5, Number.NaN])
      expect(petWeightError(grams)).toEqual(msg('pet.weightInvalid'));
  });

  it('takes a date of birth from 1950-01-01 up to today, or none', () => {
    for (const date of [null, '', '1950-01-01', today]) expect(birthDateError(date, today)).toBeNull();
    expect(birthDateError(addDays(today, 1), today)).toEqual(msg('pet.birthInFuture'));
    for (const date of ['1949-12-31', '0202-05-14', '2026-02-30', '22/11/2026'])
      expect(birthDateError(date, today)).toEqual(msg('pet.dateInvalid'));
  });
});

describe('vaccine dates', () => {
  it('refuses an application in the future', () => {
    expect(vaccineDateErrors(addDays(today, 1), null, today).appliedAt).toEqual(msg('vaccine.appliedInFuture'));
    expect(vaccineDateErrors(today, null, today)).toEqual({ appliedAt: null, nextDoseAt: null });
  });

  it('takes a next dose only after the application: the same day is no next dose', () => {
    const applied = addDays(today, -10);
    expect(vaccineDateErrors(applied, addDays(applied, 1), today).nextDoseAt).toBeNull();
    expect(vaccineDateErrors(applied, applied, today).nextDoseAt).toEqual(msg('vaccine.nextDoseBeforeApplied'));
    expect(vaccineDateErrors(applied, addDays(applied, -1), today).nextDoseAt).toEqual(
      msg('vaccine.nextDoseBeforeApplied'),
    );
    expect(vaccineDateErrors(null, applied, today).nextDoseAt).toBeNull();
  });

  it('takes a next dose up to 20 years ahead', () => {
    expect(vaccineDateErrors(today, addDays(today, NEXT_DOSE_MAX_DAYS), today).nextDoseAt).toBeNull();
    expect(vaccineDateErrors(today, addDays(today, NEXT_DOSE_MAX_DAYS + 1), today).nextDoseAt).toEqual(
      msg('pet.dateInvalid'),
    );
  });
});
