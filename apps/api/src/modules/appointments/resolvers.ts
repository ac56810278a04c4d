import { storeInstant, addDays } from '@store/core';
import { zoneOfStore } from '../stores/time-zone.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/generated/resolvers.js';
import { userError } from '../../lib/errors.js';
import { pageOf, paginatorInfo } from '../../lib/pagination.js';
import { loaderFor } from '../catalog/batch-loader.js';
import type { Owner, PetRow } from '../pets/repository.js';
import { parseId, storeInScope } from '../stores/scope.js';
import { answerAppointment } from './answer.js';
import { createAppointment, createAppointmentSeries } from './book.js';
import { optionalPet, servicesFor, workingDaysOf, workingHoursOf } from './catalogue.js';
import { appointmentViews } from './views.js';
import { findOwnPets, findUserAppointment, listUserAppointments, type AppointmentSort } from './repository.js';

const SORT_COLUMNS = { DATE_TIME: 'dateTime', CREATED_AT: 'createdAt' } as const;

/** The signed-in customer in the request's store; a store with appointments off answers as if they did not exist. */
async function ownerOf(ctx: GraphQLContext): Promise<Owner> {
  if (ctx.store?.appointments !== 1) throw userError('appointment.unavailable', 404);
  const user = await ctx.user();
  return { userId: user.id, storeId: ctx.store.id };
}

async function byId(ctx: GraphQLContext, owner: Owner, rawId: string | number) {
  const id = parseId(rawId);
  const row = id === null ? undefined : await findUserAppointment(ctx.db, owner.storeId, owner.userId, id);
  return row ? (await appointmentViews(ctx.db, owner, [row]))[0]! : null;
}

export const appointmentsResolvers: Resolvers = {
  Query: {
    async services(_parent, args, ctx) {
      const owner = await ownerOf(ctx);
      const store = storeInScope(ctx.store, args.storeId);
      if (!store) return [];
      return servicesFor(ctx.db, store.id, await optionalPet(ctx.db, owner, args.petId));
    },
    async workingHours(_parent, args, ctx) {
      const owner = await ownerOf(ctx);
      const store = storeInScope(ctx.store, args.storeId);
      if (!store) throw userError('appointment.serviceNotFound', 404);
      return workingHoursOf(ctx.db, store.id, args.date, args.serviceId, await optionalPet(ctx.db, owner, args.petId));
    },
    async workingDays(_parent, args, ctx) {
      const owner = await ownerOf(ctx);
      const store = storeInScope(ctx.store, args.storeId);
      if (!store) throw userError('appointment.serviceNotFound', 404);
      return workingDaysOf(
        ctx.db,
        store.id,
        args.from,
        args.days ?? 30,
        args.serviceId,
        await optionalPet(ctx.db, owner, args.petId),
      );
    },
    appointment: async (_parent, args, ctx) => byId(ctx, await ownerOf(ctx), args.id),
    async appointments(_parent, args, ctx) {
      const owner = await ownerOf(ctx);
      const page = pageOf(args, 10);
      const clause = args.orderBy?.[0];
      const sort: AppointmentSort = clause
        ? { column: SORT_COLUMNS[clause.column], direction: clause.order === 'ASC' ? 'asc' : 'desc' }
        : { column: 'dateTime', direction: 'desc' };
      const where = args.where ?? {};
      const petId = where.petId == null ? null : (parseId(where.petId) ?? -1);
      const filter = {
        petId,
        statuses: where.status ?? null,
        upcoming: where.upcoming ?? null,
        now: new Date().toISOString(),
      };
      const { rows, total } = await listUserAppointments(ctx.db, owner.storeId, owner.userId, filter, page, sort);
      return {
        data: await appointmentViews(ctx.db, owner, rows),
        paginatorInfo: paginatorInfo(page, total, rows.length),
      };
    },
  },
  Mutation: {
    async createAppointment(_parent, args, ctx) {
      const owner = await ownerOf(ctx);
      const row = await createAppointment({ db: ctx.db, kind: ctx.dbKind }, owner, args);
      return (await appointmentViews(ctx.db, owner, [row]))[0]!;
    },
    async createAppointmentSeries(_parent, args, ctx) {
      const owner = await ownerOf(ctx);
      const { appointments, conflicts } = await createAppointmentSeries({ db: ctx.db, kind: ctx.dbKind }, owner, args);
      return { appointments: await appointmentViews(ctx.db, owner, appointments), conflicts };
    },
    async updateAppointment(_parent, args, ctx) {
      const owner = await ownerOf(ctx);
      const row = await answerAppointment(ctx.db, owner, args.id, args.statusManager);
      return (await appointmentViews(ctx.db, owner, [row]))[0]!;
    },
  },
  Appointment: {
    // one query for all the pets of a page of appointments, only the caller's (a deleted pet reads as none)
    async pet(parent, _args, ctx) {
      if (parent.petId == null) return null;
      const owner = await ownerOf(ctx);
      const loader = loaderFor<number, PetRow>(
        ctx,
        'appointmentPets',
        async (ids) => new Map((await findOwnPets(ctx.db, owner, ids)).map((p) => [p.id, p])),
      );
      return (await loader.load(Number(parent.petId))) ?? null;
    },
  },
  PetStats: {
    // the pet's appointments in the period, oldest first: the parent names the owner, so only theirs are read
    async appointments(parent, _args, ctx) {
      const owner = { userId: parent.userId, storeId: parent.storeId };
      const zone = await zoneOfStore(ctx.db, owner.storeId);
      const filter = {
        petId: parent.petId,
        from: storeInstant(parent.startDate, 0, zone),
        to: storeInstant(addDays(parent.endDate, 1), 0, zone),
        now: new Date().toISOString(),
      };
      const { rows } = await listUserAppointments(
        ctx.db,
        owner.storeId,
        owner.userId,
        filter,
        { perPage: 500, offset: 0 },
        { column: 'dateTime', direction: 'asc' },
      );
      return appointmentViews(ctx.db, owner, rows);
    },
  },
};
