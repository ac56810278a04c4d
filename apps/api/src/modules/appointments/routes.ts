import { addressLine } from '@store/core';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/database.js';
import { OWN_FAILURES, restRoutes } from '../../http/rest-routes.js';
import { notFoundError } from '../../lib/errors.js';
import type { Services } from '../../services.js';
import { currentUser } from '../auth/current-user.js';
import { answerErrors } from '../auth/rest-errors.js';
import { findOwnAddress } from '../accounts/address-repository.js';
import { findOwnPet } from '../pets/repository.js';
import { findStoreDetails } from '../stores/repository.js';
import { parseId } from '../stores/scope.js';
import { calendarFile } from './ics.js';
import { findUserAppointment, type AppointmentRow } from './repository.js';
import { appointmentLocation } from '../../db/json-columns.js';

const line = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim() !== '').join(', ');
/** A calendar's location, written as on an envelope: 'Rua Augusta, 1020 - Loja 2 - Consolação, São Paulo - SP, 01305-000'. */
const POSTAL = { complement: true, province: true, postalCode: true, style: 'postal' } as const;

/** Where it happens: the customer's address (or coordinates) for a service at home, else the store's address. */
async function placeOf(db: Db, row: AppointmentRow, userId: number): Promise<string | null> {
  if (row.addressId !== null) {
    const a = await findOwnAddress(db, userId, row.addressId);
    if (a) return addressLine(a, POSTAL);
  }
  const point = appointmentLocation(row.location);
  if (point !== null && typeof point === 'object') return `${point.latitude},${point.longitude}`;
  const d = await findStoreDetails(db, row.storeId);
  return d ? line(d.name, addressLine(d, POSTAL)) : null;
}

/**
 * GET /api/appointments/:id.ics: the appointment as a calendar file for 'Adicionar à agenda'. The owner's only
 * (another's answers 404 like a missing one), never cached.
 */
export async function appointmentRoutes(fastify: FastifyInstance, opts: { services: Services }) {
  const app = restRoutes(fastify);
  const { services } = opts;
  const { db } = services.database;
  answerErrors(app);

  const schema = {
    // an id that is not a positive integer answers 404, as a missing appointment
    params: Type.Object({ id: Type.String() }),
    response: { 200: Type.String({ contentMediaType: 'text/calendar' }), ...OWN_FAILURES },
  };
  app.get('/api/appointments/:id.ics', { schema }, async (request, reply) => {
    const { store, user } = await currentUser(services, request);
    // a store that turned appointments off keeps its old rows, but no longer shows them
    if (store.appointments !== 1) throw notFoundError('appointment.unavailable');
    const id = parseId(request.params.id);
    const row = id === null ? undefined : await findUserAppointment(db, store.id, user.id, id);
    if (!row) throw notFoundError('appointment.notFound');
    const pet =
      row.petId === null ? undefined : await findOwnPet(db, { userId: user.id, storeId: store.id }, row.petId);
    const body = calendarFile({
      uid: `appointment-${row.id}@${store.guid}`,
      stamp: new Date().toISOString(),
      start: row.dateTime,
      end: row.dateTimeEnd,
      summary: pet ? `${row.description ?? ''} – ${pet.name}` : (row.description ?? ''),
      location: await placeOf(db, row, user.id),
      description: line(store.name, row.observations),
      cancelled: row.status === 'cancelled',
    });
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="agendamento-${row.id}.ics"`)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
