import { addDays, storeDate, storeInstant, storeWeekday } from '@store/core';
import type { TestApp } from '../../../test/app.js';
import { bearerFor, gql } from '../../../test/app.js';

/**
 * The pet shop with hand-set rules, so every slot can be worked out by hand: Mon–Fri 09:00–12:00 and 13:00–18:00,
 * Saturday 09:00–13:00, Sunday closed, 30-minute steps, no holidays, default rules; 'Banho' 60 min (GG long coat 120 min,
 * R$ 110), buffer 30, 2 per slot; 'Tosa' 90 min, 1 per slot; 'Táxi' at home. Dates are from the real clock.
 */
export async function appointmentFixture(t: TestApp) {
  const db = t.database.db;
  const store = await db.selectFrom('stores').select('id').where('slug', '=', 'petshop').executeTakeFirstOrThrow();
  const user = (email: string) =>
    db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const cliente = await user('cliente@petshop.demo');
  const other = await user('novo@petshop.demo');
  const storeId = store.id;

  await db.deleteFrom('holidays').where('storeId', '=', storeId).execute();
  // no rules row: the defaults (2 h notice, reminders on) until a test sets its own
  await db.deleteFrom('appointmentRules').where('storeId', '=', storeId).execute();
  await db.deleteFrom('workingHours').where('storeId', '=', storeId).execute();
  const weekdays = [1, 2, 3, 4, 5].flatMap((weekday) => [
    { storeId, weekday, opensAt: '09:00', closesAt: '12:00', slotMinutes: 30 },
    { storeId, weekday, opensAt: '13:00', closesAt: '18:00', slotMinutes: 30 },
  ]);
  await db
    .insertInto('workingHours')
    .values([...weekdays, { storeId, weekday: 6, opensAt: '09:00', closesAt: '13:00', slotMinutes: 30 }])
    .execute();
  await db.updateTable('services').set({ active: 0 }).where('storeId', '=', storeId).execute();

  const service = async (values: {
    type: string;
    description: string;
    durationMinutes: number;
    price: number;
    capacity: number;
    bufferMinutes: number;
    atHome: 0 | 1;
  }) =>
    (
      await db
        .insertInto('services')
        .values({ storeId, active: 1, ...values })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const bath = await service({
    type: 'estetica',
    description: 'Banho',
    durationMinutes: 60,
    price: 6000,
    capacity: 2,
    bufferMinutes: 30,
    atHome: 0,
  });
  const grooming = await service({
    type: 'estetica',
    description: 'Tosa',
    durationMinutes: 90,
    price: 8000,
    capacity: 1,
    bufferMinutes: 0,
    atHome: 0,
  });
  const taxi = await service({
    type: 'transporte',
    description: 'Táxi Dog',
    durationMinutes: 30,
    price: 2500,
    capacity: 1,
    bufferMinutes: 0,
    atHome: 1,
  });
  await db
    .insertInto('servicePrices')
    .values([
      { serviceId: bath, size: 'GG', coat: 'long', durationMinutes: 120, price: 11000 },
      { serviceId: bath, size: 'GG', coat: null, durationMinutes: 90, price: 9000 },
    ])
    .execute();

  const now = new Date().toISOString();
  const pet = async (userId: number, name: string, size: string, coat: string, gender: string) =>
    (
      await db
        .insertInto('pets')
        .values({
          userId,
          storeId,
          name,
          species: 'dog',
          breed: null,
          color: null,
          coat,
          size,
          gender,
          status: 'active',
          dateOfBirth: null,
          weightGrams: 30000,
          observations: null,
          avatar: null,
          deleted: 0,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const thor = await pet(cliente.id, 'Thor', 'GG', 'long', 'male');
  const mel = await pet(cliente.id, 'Mel', 'P', 'short', 'female');
  const rex = await pet(other.id, 'Rex', 'M', 'short', 'male');
  const ownAddress = await db
    .selectFrom('addresses')
    .select('id')
    .where('userId', '=', cliente.id)
    .where('deleted', '=', 0)
    .executeTakeFirstOrThrow();

  return {
    storeId,
    clienteId: cliente.id,
    otherId: other.id,
    bath,
    grooming,
    taxi,
    thor,
    mel,
    rex,
    addressId: ownAddress.id,
    headers: await bearerFor(t, 'cliente@petshop.demo'),
    otherHeaders: await bearerFor(t, 'novo@petshop.demo'),
  };
}

/**
 * A weekday of store time (Brasília's unless `zone` says) at least `minDays` ahead: `weekdayAhead(2, 7)` → the first
 * Tuesday a week or more from today.
 */
export function weekdayAhead(weekday: number, minDays = 7, now = new Date(), zone?: string): string {
  let date = addDays(storeDate(now, zone), minDays);
  while (storeWeekday(date) !== weekday) date = addDays(date, 1);
  return date;
}

/** The instant of HH:MM store time on a date (Brasília's unless `zone` says). */
export const at = (date: string, time: string, zone?: string): string => {
  const [h, m] = time.split(':').map(Number);
  return storeInstant(date, h! * 60 + m!, zone);
};

export const BOOK = /* GraphQL */ `
  mutation (
    $petId: ID!
    $dateTime: String!
    $serviceId: ID!
    $addressId: ID
    $location: LocationInput
    $observations: String
  ) {
    createAppointment(
      petId: $petId
      dateTime: $dateTime
      serviceId: $serviceId
      addressId: $addressId
      location: $location
      observations: $observations
    ) {
      id
      dateTime
      dateTimeEnd
      status
      statusLabel
      statusColor
      price
      petId
      serviceId
      addressId
      address
      location
      observations
      canCancel
      cancelUntil
      services {
        id
        description
        duration
        price
      }
      pet {
        id
        name
      }
    }
  }
`;

export type Booked = {
  createAppointment: {
    id: string;
    dateTime: string;
    dateTimeEnd: string;
    status: string;
    price: number;
    canCancel: boolean;
    services: { duration: number; price: number }[];
  };
};

export function book(t: TestApp, headers: Record<string, string>, variables: Record<string, unknown>) {
  return gql<Booked>(t.app, BOOK, variables, headers);
}

export const DAY = /* GraphQL */ `
  query ($date: String!, $serviceId: ID, $petId: ID) {
    workingHours(date: $date, serviceId: $serviceId, petId: $petId) {
      date
      open
      closedReason
      closedReasonCode
      periods {
        start
        end
      }
      slots {
        dateTime
        dateTimeEnd
        time
        free
      }
    }
  }
`;

export type Day = {
  workingHours: {
    open: boolean;
    closedReason: string | null;
    periods: { start: string; end: string }[];
    slots: { dateTime: string; time: string; free: number }[];
  };
};

export async function slotTimes(
  t: TestApp,
  headers: Record<string, string>,
  variables: Record<string, unknown>,
): Promise<string[]> {
  const res = await gql<Day>(t.app, DAY, variables, headers);
  if (!res.body.data) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.workingHours.slots.map((s) => s.time);
}

/** The first error's code (message key), for refusals. */
export const codeOf = (body: { errors?: { extensions?: Record<string, unknown> }[] }) => {
  const ext = body.errors?.[0]?.extensions;
  const fields = ext?.fields as Record<string, { code: string }[]> | undefined;
  return fields ? Object.values(fields)[0]?.[0]?.code : (ext?.code as string | undefined);
};
