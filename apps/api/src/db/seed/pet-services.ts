import { addDays, priceForPet, storeDate, storeInstant, storeWeekday, type ServicePriceRow } from '@store/core';
import type { Db } from '../database.js';
import { nationalHolidays } from './holidays.js';
import { seedPets } from './pets.js';

type ServiceSeed = {
  type: string;
  description: string;
  durationMinutes: number;
  price: number;
  capacity: number;
  bufferMinutes: number;
  atHome: 0 | 1;
  prices: ServicePriceRow[];
  /** the staff or room it shares with other services (see RESOURCES); none = its own capacity */
  resource?: string;
};

// Two groomers bathe and trim, one vet's room serves consultations and vaccines: a slot holds that many of all
// their bookings together. The dog taxi has its own driver (its own capacity).
const RESOURCES = [
  { name: 'Equipe de banho e tosa', capacity: 2 },
  { name: 'Consultório', capacity: 1 },
] as const;

const row = (size: string | null, coat: string | null, duration: number, price: number): ServicePriceRow => ({
  size,
  coat,
  duration,
  price,
});

// Priced like a São Paulo pet shop: the bigger the 'porte' and the longer the coat, the longer and dearer the bath.
// type groups services the way the back office does; description is the name shown.
const SERVICES: readonly ServiceSeed[] = [
  {
    type: 'estetica',
    description: 'Banho',
    durationMinutes: 60,
    price: 6000,
    capacity: 2,
    bufferMinutes: 15,
    atHome: 0,
    resource: 'Equipe de banho e tosa',
    prices: [
      row('P', null, 45, 5000),
      row('G', null, 75, 7500),
      row('GG', null, 90, 9500),
      row('P', 'long', 60, 6000),
      row('M', 'long', 75, 7500),
      row('G', 'long', 90, 9000),
      row('GG', 'long', 120, 12000),
    ],
  },
  {
    type: 'estetica',
    description: 'Tosa',
    durationMinutes: 60,
    price: 7000,
    capacity: 1,
    bufferMinutes: 15,
    atHome: 0,
    resource: 'Equipe de banho e tosa',
    prices: [
      row('G', null, 90, 9000),
      row('GG', null, 120, 12000),
      row(null, 'long', 90, 9000),
      row('GG', 'long', 150, 15000),
    ],
  },
  {
    type: 'estetica',
    description: 'Banho e Tosa',
    durationMinutes: 120,
    price: 12000,
    capacity: 1,
    bufferMinutes: 15,
    atHome: 0,
    resource: 'Equipe de banho e tosa',
    prices: [
      row('P', null, 90, 9500),
      row('G', null, 150, 15000),
      row('GG', null, 180, 19000),
      row('G', 'long', 180, 17500),
      row('GG', 'long', 180, 21000),
    ],
  },
  {
    type: 'saude',
    description: 'Consulta veterinária',
    durationMinutes: 30,
    price: 15000,
    capacity: 1,
    bufferMinutes: 0,
    atHome: 0,
    prices: [],
    resource: 'Consultório',
  },
  {
    type: 'saude',
    description: 'Vacinação',
    durationMinutes: 20,
    price: 9000,
    capacity: 2,
    bufferMinutes: 10,
    atHome: 0,
    prices: [],
    resource: 'Consultório',
  },
  {
    type: 'transporte',
    description: 'Táxi Dog',
    durationMinutes: 30,
    price: 2500,
    capacity: 1,
    bufferMinutes: 15,
    atHome: 1,
    prices: [],
  },
];

/** 0 = Sunday … 6 = Saturday, store time: weekdays with a lunch break, Saturday mornings, Sunday closed. */
const WORKING_HOURS = [
  ...[1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, opensAt: '09:00', closesAt: '12:00', slotMinutes: 30 },
    { weekday, opensAt: '13:00', closesAt: '18:00', slotMinutes: 30 },
  ]),
  { weekday: 6, opensAt: '09:00', closesAt: '13:00', slotMinutes: 30 },
];

/** The first Monday-to-Friday, not a holiday, `days` from today (negative: back in time), moving away from today. */
function workday(today: string, days: number, holidays: ReadonlySet<string>): string {
  let date = addDays(today, days);
  const step = days < 0 ? -1 : 1;
  while (storeWeekday(date) === 0 || storeWeekday(date) === 6 || holidays.has(date)) date = addDays(date, step);
  return date;
}

/**
 * Services with prices by porte and coat (sharing the grooming team or the vet's room), opening hours, the national holidays of this year and the next two, the
 * 2-hour cancellation notice, the verified customer's dog and cat (pets.ts), and their past and upcoming
 * appointments, all dated from `now`. Runs for every store with appointments.
 */
export async function seedPetServices(
  trx: Db,
  storeId: number,
  refs: { customerId: number; now: Date; dataDir?: string },
): Promise<void> {
  const at = refs.now.toISOString();
  const today = storeDate(refs.now);
  const year = Number(today.slice(0, 4));
  const holidays = nationalHolidays([year, year + 1, year + 2]);

  const resources = new Map<string, number>();
  for (const r of RESOURCES) {
    resources.set(
      r.name,
      (
        await trx
          .insertInto('serviceResources')
          .values({ ...r, storeId })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  }
  const services = new Map<string, { id: number } & ServiceSeed>();
  for (const { prices, resource, ...s } of SERVICES) {
    const resourceId = resource ? resources.get(resource) : null;
    const { id } = await trx
      .insertInto('services')
      .values({ ...s, storeId, active: 1, resourceId })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (prices.length > 0) {
      await trx
        .insertInto('servicePrices')
        .values(
          prices.map((p) => ({
            serviceId: id,
            size: p.size,
            coat: p.coat,
            durationMinutes: p.duration,
            price: p.price,
          })),
        )
        .execute();
    }
    services.set(s.description, { id, ...s, prices, resource });
  }
  await trx
    .insertInto('workingHours')
    .values(WORKING_HOURS.map((h) => ({ ...h, storeId })))
    .execute();
  await trx
    .insertInto('holidays')
    .values(holidays.map((h) => ({ ...h, storeId })))
    .execute();
  await trx.insertInto('appointmentRules').values({ storeId, cancelNoticeHours: 2, reminders: 1 }).execute();

  const petIds = await seedPets(trx, storeId, refs);
  const pets = await trx
    .selectFrom('pets')
    .select(['id', 'name', 'size', 'coat', 'weightGrams'])
    .where('id', 'in', Object.values(petIds))
    .execute();
  const closed = new Set(holidays.map((h) => h.date));

  const book = async (
    petName: string,
    serviceName: string,
    days: number,
    time: number,
    status: string,
    observations: string | null = null,
  ) => {
    const pet = pets.find((p) => p.name === petName);
    const service = services.get(serviceName);
    if (!pet || !service) throw new Error(`seed: ${petName} or ${serviceName} missing`);
    const { duration, price } = priceForPet(
      { duration: service.durationMinutes, price: service.price },
      service.prices,
      pet.size,
      pet.coat,
    );
    const date = workday(today, days, closed);
    const { id } = await trx
      .insertInto('appointments')
      .values({
        storeId,
        userId: refs.customerId,
        petId: pet.id,
        serviceId: service.id,
        addressId: null,
        dateTime: storeInstant(date, time),
        dateTimeEnd: storeInstant(date, time + duration),
        status,
        statusManager: status === 'confirmed' || status === 'cancelled' ? status : null,
        type: service.type,
        description: service.description,
        location: null,
        observations,
        specificData: '{}',
        attachments: '[]',
        weightGrams: pet.weightGrams,
        price,
        deleted: 0,
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('appointmentServices')
      .values({ appointmentId: id, serviceId: service.id, durationMinutes: duration, price })
      .execute();
  };

  await book('Thor', 'Banho e Tosa', -45, 9 * 60, 'done', 'Tosa na tesoura, por favor.');
  await book('Mia', 'Consulta veterinária', -30, 14 * 60, 'done', 'Check-up anual.');
  await book('Thor', 'Banho', -14, 10 * 60, 'cancelled');
  await book('Thor', 'Banho', -7, 15 * 60, 'done');
  await book('Thor', 'Banho e Tosa', 3, 9 * 60, 'scheduled', 'Tem medo de secador; prefere toalha.');
  await book('Mia', 'Vacinação', 8, 14 * 60, 'confirmed');
}
