import { addDays, isStoreDate, msg } from '@store/core';
import type { Db } from '../../db/database.js';
import { GRAPHQL_LIMITS } from '../../graphql/limits.js';
import { assertValid } from '../../lib/validation.js';
import { storeToday } from '../stores/time-zone.js';
import { findPet } from './pets.js';
import { vaccinesInPeriod, weighings, type Owner, type VaccineRow } from './repository.js';

/**
 * What `petStats` hands its fields: the pet, its owner and the period (store-time dates, both inclusive). The
 * appointments module resolves `appointments` from it, reading only that owner's appointments of that pet.
 */
export type PetStatsModel = { petId: number; userId: number; storeId: number; startDate: string; endDate: string };

const DEFAULT_DAYS = 365;
/** 3 years, a leap day included. */
const maxDays = () => GRAPHQL_LIMITS.maxPeriodYears * 365 + 1;

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * The period asked for, with its defaults (the last 365 days to 365 days ahead of `today`, the store's date); refused
 * when not real dates, reversed or longer than 3 years.
 */
export function statsPeriod(
  startDate: string | null | undefined,
  endDate: string | null | undefined,
  today: string,
): { startDate: string; endDate: string } {
  const start = startDate?.trim() || addDays(today, -DEFAULT_DAYS);
  const end = endDate?.trim() || addDays(today, DEFAULT_DAYS);
  assertValid({
    startDate: isStoreDate(start) ? null : msg('pet.dateInvalid'),
    endDate: isStoreDate(end) ? null : msg('pet.dateInvalid'),
  });
  const days = daysBetween(start, end);
  assertValid({
    endDate:
      days < 0
        ? msg('pet.statsPeriodInvalid')
        : days > maxDays()
          ? msg('pet.statsPeriodTooLong', { years: GRAPHQL_LIMITS.maxPeriodYears })
          : null,
  });
  return { startDate: start, endDate: end };
}

/** petStats: null for a pet that is not the caller's (before the period is even looked at, so nothing tells them apart). */
export async function petStats(
  db: Db,
  owner: Owner,
  rawPetId: string,
  period: { startDate?: string | null; endDate?: string | null },
  now = new Date(),
): Promise<PetStatsModel | null> {
  const pet = await findPet(db, owner, rawPetId);
  if (!pet) return null;
  const today = await storeToday(db, owner.storeId, now);
  return { petId: pet.id, ...owner, ...statsPeriod(period.startDate, period.endDate, today) };
}

export async function statsWeights(db: Db, stats: PetStatsModel): Promise<{ date: string; weight: number }[]> {
  const rows = await weighings(db, stats.petId, stats.startDate, stats.endDate);
  return rows.map((r) => ({ date: r.weighedOn, weight: r.weightGrams }));
}

export const statsVaccines = (db: Db, stats: PetStatsModel): Promise<VaccineRow[]> =>
  vaccinesInPeriod(db, { userId: stats.userId, storeId: stats.storeId }, stats.petId, stats.startDate, stats.endDate);
