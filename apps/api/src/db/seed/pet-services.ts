import type { Db } from '../database.js';
import { seedPets } from './pets.js';

const DAY_MS = 24 * 60 * 60 * 1000;

// type groups services the way the back office does (grooming vs. health); description is the name shown.
const SERVICES = [
  { type: 'estetica', description: 'Banho', durationMinutes: 60, price: 6000, capacity: 2 },
  { type: 'estetica', description: 'Tosa', durationMinutes: 90, price: 8000, capacity: 1 },
  { type: 'estetica', description: 'Banho e Tosa', durationMinutes: 120, price: 12000, capacity: 1 },
  { type: 'saude', description: 'Consulta veterinária', durationMinutes: 30, price: 15000, capacity: 1 },
  { type: 'saude', description: 'Vacinação', durationMinutes: 30, price: 9000, capacity: 2 },
] as const;

/** 0 = Sunday … 6 = Saturday, store time (America/Sao_Paulo). */
const WORKING_HOURS = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opensAt: '09:00', closesAt: '18:00', slotMinutes: 30 })),
  { weekday: 6, opensAt: '09:00', closesAt: '13:00', slotMinutes: 30 },
];

/**
 * 10:00 in São Paulo (13:00 UTC; Brazil has kept UTC−3 all year since 2019) on the first weekday at
 * least three days ahead, so the appointment is in the future and inside working hours.
 */
export function nextAppointmentStart(now: Date): Date {
  const d = new Date(now.getTime() + 3 * DAY_MS);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setTime(d.getTime() + DAY_MS);
  d.setUTCHours(13, 0, 0, 0);
  return d;
}

/** Services, opening hours, the verified customer's dog and cat (see pets.ts), and one upcoming appointment. */
export async function seedPetServices(trx: Db, storeId: number, refs: { customerId: number; now: Date; dataDir?: string }): Promise<void> {
  const now = refs.now.toISOString();

  const services = await trx
    .insertInto('services')
    .values(SERVICES.map((s) => ({ ...s, storeId, active: 1 as const })))
    .returning(['id', 'description'])
    .execute();
  await trx.insertInto('workingHours').values(WORKING_HOURS.map((h) => ({ ...h, storeId }))).execute();

  const pets = await seedPets(trx, storeId, refs);
  const petId = (name: string): number => {
    const id = pets[name];
    if (id === undefined) throw new Error(`pet ${name} missing`);
    return id;
  };

  const bathAndGrooming = services.find((s) => s.description === 'Banho e Tosa')?.id;
  if (bathAndGrooming === undefined) throw new Error('service Banho e Tosa missing');
  const start = nextAppointmentStart(refs.now);
  const end = new Date(start.getTime() + 120 * 60 * 1000);
  const appointment = await trx
    .insertInto('appointments')
    .values({
      storeId, userId: refs.customerId, petId: petId('Thor'), serviceId: bathAndGrooming, addressId: null,
      dateTime: start.toISOString(), dateTimeEnd: end.toISOString(), status: 'scheduled', statusManager: null,
      type: 'estetica', description: 'Banho e Tosa', location: 'Na loja', observations: 'Tosa na tesoura, por favor.',
      specificData: '{}', attachments: '[]', weightGrams: 32000, price: 12000, deleted: 0, createdAt: now, updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('appointmentServices')
    .values({ appointmentId: appointment.id, serviceId: bathAndGrooming, durationMinutes: 120, price: 12000 })
    .execute();
}
