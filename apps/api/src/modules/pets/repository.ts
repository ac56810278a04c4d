import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PetsTable, VaccinesTable } from '../../db/tables/pets.js';

export type PetRow = Selectable<PetsTable>;
export type VaccineRow = Selectable<VaccinesTable>;

/** Whose rows a query may touch: the signed-in user in the store of the request. Every look-up below takes it. */
export type Owner = { userId: number; storeId: number };

const ownPets = (db: Db, owner: Owner) =>
  db
    .selectFrom('pets')
    .where('userId', '=', owner.userId)
    .where('storeId', '=', owner.storeId)
    .where('deleted', '=', 0);

export async function findOwnPet(db: Db, owner: Owner, id: number): Promise<PetRow | undefined> {
  return ownPets(db, owner).selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listOwnPets(db: Db, owner: Owner): Promise<PetRow[]> {
  return ownPets(db, owner).selectAll().orderBy('name').orderBy('id').execute();
}

export async function countOwnPets(db: Db, owner: Owner): Promise<number> {
  const row = await ownPets(db, owner)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countVaccines(db: Db, petId: number): Promise<number> {
  const row = await db
    .selectFrom('vaccines')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('petId', '=', petId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertPet(db: Db, values: Insertable<PetsTable>): Promise<PetRow> {
  return db.insertInto('pets').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateOwnPet(
  db: Db,
  owner: Owner,
  id: number,
  values: Updateable<PetsTable>,
): Promise<PetRow | undefined> {
  return db
    .updateTable('pets')
    .set(values)
    .where('id', '=', id)
    .where('userId', '=', owner.userId)
    .where('storeId', '=', owner.storeId)
    .where('deleted', '=', 0)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Records the day's weighing (a second one the same day replaces it) and keeps the pet's weight column equal to
 * its latest weighing.
 */
export async function recordWeighing(db: Db, petId: number, weighedOn: string, weightGrams: number): Promise<number> {
  await db
    .insertInto('petWeights')
    .values({ petId, weighedOn, weightGrams })
    .onConflict((oc) => oc.columns(['petId', 'weighedOn']).doUpdateSet({ weightGrams }))
    .execute();
  const latest = await db
    .selectFrom('petWeights')
    .select('weightGrams')
    .where('petId', '=', petId)
    .orderBy('weighedOn', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  await db.updateTable('pets').set({ weightGrams: latest.weightGrams }).where('id', '=', petId).execute();
  return latest.weightGrams;
}

export async function weighings(db: Db, petId: number, from: string, to: string) {
  return db
    .selectFrom('petWeights')
    .select(['weighedOn', 'weightGrams'])
    .where('petId', '=', petId)
    .where('weighedOn', '>=', from)
    .where('weighedOn', '<=', to)
    .orderBy('weighedOn')
    .execute();
}

/** Vaccines of the owner's live pets, joined so no vaccine of someone else's pet can come back. */
const ownVaccines = (db: Db, owner: Owner) =>
  db
    .selectFrom('vaccines')
    .innerJoin('pets', 'pets.id', 'vaccines.petId')
    .where('pets.userId', '=', owner.userId)
    .where('pets.storeId', '=', owner.storeId)
    .where('pets.deleted', '=', 0)
    .selectAll('vaccines');

/** Due first: by next dose (those without one last), then by name. */
const byNextDose = sql`case when vaccines.next_dose_at is null then 1 else 0 end`;

export async function findOwnVaccine(db: Db, owner: Owner, id: number): Promise<VaccineRow | undefined> {
  return ownVaccines(db, owner).where('vaccines.id', '=', id).executeTakeFirst();
}

export async function listOwnVaccines(db: Db, owner: Owner, petId?: number): Promise<VaccineRow[]> {
  let query = ownVaccines(db, owner);
  if (petId !== undefined) query = query.where('vaccines.petId', '=', petId);
  return query
    .orderBy(byNextDose)
    .orderBy('vaccines.nextDoseAt')
    .orderBy('vaccines.name')
    .orderBy('vaccines.id')
    .execute();
}

/** Vaccines of one pet applied or due between two dates (inclusive), by the date that falls in the period. */
export async function vaccinesInPeriod(
  db: Db,
  owner: Owner,
  petId: number,
  from: string,
  to: string,
): Promise<VaccineRow[]> {
  const inPeriod = (date: string | null) => date !== null && date >= from && date <= to;
  const rows = await ownVaccines(db, owner)
    .where('vaccines.petId', '=', petId)
    .where((eb) =>
      eb.or([
        eb.and([eb('vaccines.appliedAt', '>=', from), eb('vaccines.appliedAt', '<=', to)]),
        eb.and([eb('vaccines.nextDoseAt', '>=', from), eb('vaccines.nextDoseAt', '<=', to)]),
      ]),
    )
    .orderBy('vaccines.id')
    .execute();
  const when = (v: VaccineRow) => (inPeriod(v.appliedAt) ? v.appliedAt! : v.nextDoseAt!);
  return rows.sort((a, b) => when(a).localeCompare(when(b)) || a.id - b.id);
}

export async function insertVaccine(db: Db, values: Insertable<VaccinesTable>): Promise<VaccineRow> {
  return db.insertInto('vaccines').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateVaccineRow(db: Db, id: number, values: Updateable<VaccinesTable>): Promise<VaccineRow> {
  return db.updateTable('vaccines').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function deleteVaccineRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('vaccines').where('id', '=', id).execute();
}
