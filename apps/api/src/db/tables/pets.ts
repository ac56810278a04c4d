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
  /** minutes after the service no booking may use (drying, cleaning) */
  bufferMinutes: Generated<number>;
  /** done at the customer's address */
  atHome: Generated<Flag>;
  /** the staff or room it uses, shared with other services; null = its own capacity */
  resourceId: Generated<number | null>;
}

/** Staff or a room of a store that several services use: a slot holds `capacity` of their bookings together. */
export interface ServiceResourcesTable {
  id: Generated<number>;
  storeId: number;
  name: string;
  capacity: number;
}

/** A service's price and duration for a pet's size and coat (null = any); the most specific row wins. */
export interface ServicePricesTable {
  id: Generated<number>;
  serviceId: number;
  size: string | null;
  coat: string | null;
  durationMinutes: number;
  price: Generated<number>;
}

export interface HolidaysTable {
  id: Generated<number>;
  storeId: number;
  /** YYYY-MM-DD, store time */
  date: string;
  name: string;
}

export interface AppointmentRulesTable {
  storeId: number;
  cancelNoticeHours: Generated<number>;
  reminders: Generated<Flag>;
}

/** A reminder claimed by the worker that inserted it (unique kind, ref id and due date). */
export interface RemindersTable {
  id: Generated<number>;
  kind: string;
  refId: number;
  dueDate: string;
  userId: number;
  createdAt: Instant;
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
