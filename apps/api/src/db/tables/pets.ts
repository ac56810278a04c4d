import type { Generated } from 'kysely';
import type { Flag, Instant, JsonText } from './stores.js';

export interface PetsTable {
  id: Generated<number>;
  userId: number;
  storeId: number;
  name: string;
  species: string | null;
  breed: string | null;
  color: string | null;
  coat: string | null;
  size: string | null;
  gender: string | null;
  status: Generated<string>;
  dateOfBirth: string | null;
  weightGrams: number | null;
  observations: string | null;
  avatar: string | null;
  deleted: Generated<Flag>;
  createdAt: Instant;
  updatedAt: Instant;
}

export interface VaccinesTable {
  id: Generated<number>;
  petId: number;
  name: string;
  appliedAt: string | null;
  nextDoseAt: string | null;
  batch: string | null;
  /** clinic or vet who applied it */
  clinic: string | null;
  notes: string | null;
  createdAt: Instant;
  updatedAt: Instant;
}

/** One weighing per pet and day (store time); the latest is the pet's weight. */
export interface PetWeightsTable {
  petId: number;
  weighedOn: string;
  weightGrams: number;
}

export interface ServicesTable {
  id: Generated<number>;
  storeId: number;
  type: string;
  description: string;
  durationMinutes: number;
  price: Generated<number>;
  capacity: Generated<number>;
  active: Generated<Flag>;
}

export interface WorkingHoursTable {
  id: Generated<number>;
  storeId: number;
  weekday: number;
  opensAt: string;
  closesAt: string;
  slotMinutes: Generated<number>;
}

export interface AppointmentsTable {
  id: Generated<number>;
  storeId: number;
  userId: number;
  petId: number | null;
  serviceId: number;
  addressId: number | null;
  dateTime: Instant;
  dateTimeEnd: Instant;
  status: Generated<string>;
  statusManager: string | null;
  type: string | null;
  description: string | null;
  location: string | null;
  observations: string | null;
  specificData: Generated<JsonText>;
  attachments: Generated<JsonText>;
  weightGrams: number | null;
  price: Generated<number>;
  deleted: Generated<Flag>;
  createdAt: Instant;
  updatedAt: Instant;
}

export interface AppointmentServicesTable {
  appointmentId: number;
  serviceId: number;
  durationMinutes: number;
  price: number;
}
