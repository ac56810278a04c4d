/** The pets section of the data export: the user's pets, appointments, vaccines and weighings. */
import type { Db } from '../../db/database.js';

export function petsOf(db: Db, userId: number) {
  return db
    .selectFrom('pets')
    .select([
      'id',
      'name',
      'species',
      'breed',
      'color',
      'coat',
      'size',
      'gender',
      'status',
      'dateOfBirth',
      'weightGrams',
      'observations',
      'avatar',
      'deleted',
      'createdAt',
      'updatedAt',
    ])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

export function appointmentsOf(db: Db, userId: number) {
  return db
    .selectFrom('appointments')
    .innerJoin('services', 'services.id', 'appointments.serviceId')
    .select([
      'appointments.id',
      'appointments.dateTime',
      'appointments.dateTimeEnd',
      'appointments.status',
      'appointments.type',
      'appointments.description',
      'appointments.location',
      'appointments.observations',
      'appointments.petId',
      'appointments.addressId',
      'appointments.specificData',
      'appointments.weightGrams',
      'appointments.price',
      'appointments.deleted',
      'appointments.createdAt',
      'services.description as service',
    ])
    .where('appointments.userId', '=', userId)
    .orderBy('appointments.dateTime', 'desc')
    .execute();
}

export function vaccinesOf(db: Db, petIds: number[]) {
  return db
    .selectFrom('vaccines')
    .select(['petId', 'name', 'appliedAt', 'nextDoseAt', 'batch', 'clinic', 'notes'])
    .where('petId', 'in', petIds)
    .orderBy('id')
    .execute();
}

export function weightsOf(db: Db, petIds: number[]) {
  return db
    .selectFrom('petWeights')
    .select(['petId', 'weighedOn', 'weightGrams'])
    .where('petId', 'in', petIds)
    .orderBy('petId')
    .orderBy('weighedOn')
    .execute();
}
