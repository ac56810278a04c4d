import { formatStoreDate, storeClock, storeDate, type Locale } from '@store/core';
import type { UiKey } from '../../lib/i18n/ui-messages';

// Store time is the wall clock of the store's zone (its public config), computed by core as the API does.
export { addDays, storeDate, storeClock as storeTime } from '@store/core';
export { useStoreZone } from '../../lib/store-zone';

/** A calendar date for the reader: core's one date format ('2026-11-30' → '30/11/2026', or '11/30/2026' in en). */
export const formatDate = formatStoreDate;

/** An instant as store date and time in the store's zone: '30/11/2026 10:00'. */
export const formatDateTime = (instant: string, locale: Locale, zone: string) =>
  `${formatDate(storeDate(instant, zone), locale)} ${storeClock(instant, zone)}`;

export type Age = { key: UiKey; count: number };

/**
 * A pet's age on `today` (both YYYY-MM-DD): whole years from one year on ('3 anos'), else whole months ('8 meses'),
 * 'menos de 1 mês' for a newborn; null without a (valid, past) date of birth.
 */
export function petAge(dateOfBirth: string | null | undefined, today: string): Age | null {
  const born = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth ?? '');
  const now = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!born || !now || dateOfBirth! > today) return null;
  const [by, bm, bd] = born.slice(1).map(Number) as [number, number, number];
  const [ny, nm, nd] = now.slice(1).map(Number) as [number, number, number];
  const months = (ny - by) * 12 + (nm - bm) - (nd < bd ? 1 : 0);
  if (months >= 12) {
    const years = Math.floor(months / 12);
    return { key: years === 1 ? 'ui.pet.ageYear' : 'ui.pet.ageYears', count: years };
  }
  if (months < 1) return { key: 'ui.pet.ageNewborn', count: 0 };
  return { key: months === 1 ? 'ui.pet.ageMonth' : 'ui.pet.ageMonths', count: months };
}

/** Weight typed in kg with a comma (or dot) decimal, as grams: '4,2' → 4200, '32' → 32000; null when blank, NaN when not a weight. */
export function gramsFromKg(typed: string): number | null {
  const text = typed.trim();
  if (!text) return null;
  if (!/^\d{1,3}([.,]\d{1,3})?$/.test(text)) return Number.NaN;
  return Math.round(Number(text.replace(',', '.')) * 1000);
}

/** Grams as kg for a field or a label: 4200 → '4,2' (pt-BR). */
export function kgFromGrams(grams: number | null | undefined, locale: Locale): string {
  if (grams == null) return '';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 3, useGrouping: false }).format(grams / 1000);
}

// The lists are core's, as the API checks them.
export {
  isPetSpecies as isSpecies,
  PET_SIZES as SIZES,
  PET_SPECIES as SPECIES,
  type PetSpecies as Species,
} from '@store/core';
