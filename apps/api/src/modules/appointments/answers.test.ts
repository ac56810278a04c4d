import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/app.js';
import { countQueries } from '../catalog/testing.js';
import { appointmentFixture, at, book, codeOf, slotTimes, weekdayAhead } from './testing.js';

const UPDATE = /* GraphQL */ `
  mutation ($id: ID!, $statusManager: String!) {
    updateAppointment(id: $id, statusManager: $statusManager) {
      id
      status
      statusLabel
      statusManager
      canCancel
    }
  }
`;
const ONE = /* GraphQL */ `
  query ($id: ID!) {
    appointment(id: $id) {
      id
      status
      pet {
        name
      }
      services {
        description
      }
    }
  }
`;
const LIST = /* GraphQL */ `
  query ($where: AppointmentWhere, $orderBy: [AppointmentOrderBy!], $first: Int, $page: Int) {
    appointments(where: $where, orderBy: $orderBy, first: $first, page: $page) {
      data {
        id
        dateTime
        petId
        status
      }
      paginatorInfo {
        total
        count
        currentPage
        lastPage
        hasMorePages
      }
    }
  }
`;
type List = {
  appointments: {
    data: { id: string; dateTime: string; petId: string; status: string }[];
    paginatorInfo: { total: number; count: number; lastPage: number; hasMorePages: boolean };
  };
};

describe('appointment, appointments and updateAppointment', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof appointmentFixture>>;
  const day = weekdayAhead(2);
  let ids: string[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    f = await appointmentFixture(t);
    // the seed's own appointments are out of the way: only this file's count
    await t.database.db.updateTable('appointments').set({ deleted: 1 }).where('userId', '=', f.clienteId).execute();
    for (const [pet, time] of [
      [f.mel, '09:00'],
      [f.thor, '13:00'],
      [f.mel, '15:00'],
    ] as const) {
      const res = await book(t, f.headers, { petId: String(pet), serviceId: String(f.bath), dateTime: at(day, time) });
      ids.push(res.body.data!.createAppointment.id);
    }
    ids = [...ids];
  });
  afterAll(() => t.close());

  /** An appointment starting `hours` from now, written directly (the booking rules would refuse most such times). */
  async function startingIn(hours: number): Promise<string> {
    const start = new Date(Date.now() + hours * 3_600_000);
    const now = new Date().toISOString();
    const row = await t.database.db
      .insertInto('appointments')
      .values({
        storeId: f.storeId,
        userId: f.clienteId,
        petId: f.mel,
        serviceId: f.bath,
        addressId: null,
        dateTime: start.toISOString(),
        dateTimeEnd: new Date(start.getTime() + 3_600_000).toISOString(),
        status: 'scheduled',
        statusManager: null,
        type: 'estetica',
        description: 'Banho',
        location: null,
        observations: null,
        specificData: '{}',
        attachments: '[]',
        weightGrams: null,
        price: 6000,
        deleted: 0,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(row.id);
  }

  it("lists only the caller's appointments, paged, filtered and sorted", async () => {
    const all = await gql<List>(
      t.app,
      LIST,
      { first: 2, page: 1, orderBy: [{ column: 'DATE_TIME', order: 'ASC' }] },
      f.headers,
    );
    expect(all.body.data!.appointments.paginatorInfo).toMatchObject({
      total: 3,
      count: 2,
      lastPage: 2,
      hasMorePages: true,
    });
    expect(all.body.data!.appointments.data.map((a) => a.id)).toEqual(ids.slice(0, 2));
    const mel = await gql<List>(t.app, LIST, { where: { petId: String(f.mel), upcoming: true } }, f.headers);
    expect(mel.body.data!.appointments.data.map((a) => a.id)).toEqual([ids[2], ids[0]]);
    const past = await gql<List>(t.app, LIST, { where: { upcoming: false } }, f.headers);
    expect(past.body.data!.appointments.paginatorInfo.total).toBe(0);
    const other = await gql<List>(t.app, LIST, {}, f.otherHeaders);
    expect(other.body.data!.appointments.data.filter((a) => ids.includes(a.id))).toEqual([]);
  });

  it("another user's appointment answers null, exactly like a missing one, and cannot be answered", async () => {
    const mine = await gql<{ appointment: { pet: { name: string } } }>(t.app, ONE, { id: ids[0] }, f.headers);
    expect(mine.body.data!.appointment).toMatchObject({ pet: { name: 'Mel' }, services: [{ description: 'Banho' }] });
    const theirs = await gql(t.app, ONE, { id: ids[0] }, f.otherHeaders);
    const missing = await gql(t.app, ONE, { id: '999999' }, f.otherHeaders);
    expect(theirs.body).toEqual({ data: { appointment: null } });
    expect(theirs.body).toEqual(missing.body);
    const cancelTheirs = await gql(t.app, UPDATE, { id: ids[0], statusManager: 'cancelled' }, f.otherHeaders);
    const cancelMissing = await gql(t.app, UPDATE, { id: '999999', statusManager: 'cancelled' }, f.otherHeaders);
    expect(cancelTheirs.body.errors?.[0]?.extensions?.code).toBe('appointment.notFound');
    expect(cancelTheirs.body.errors?.[0]).toEqual(cancelMissing.body.errors?.[0]);
  });

  it('confirms a scheduled appointment once', async () => {
    const res = await gql<{ updateAppointment: { status: string } }>(
      t.app,
      UPDATE,
      { id: ids[1], statusManager: 'confirmed' },
      f.headers,
    );
    expect(res.body.data!.updateAppointment).toMatchObject({
      status: 'confirmed',
      statusLabel: 'Confirmado',
      statusManager: 'confirmed',
      canCancel: true,
    });
    const again = await gql(t.app, UPDATE, { id: ids[1], statusManager: 'confirmed' }, f.headers);
    expect(again.body.errors?.[0]?.extensions?.code).toBe('appointment.cannotConfirm');
    expect(codeOf((await gql(t.app, UPDATE, { id: ids[1], statusManager: 'done' }, f.headers)).body)).toBe(
      'appointment.answerInvalid',
    );
  });

  it('a cancelled slot is free for others at once', async () => {
    // Banho holds 2: with Mel's 09:00 and a second one it is full, until one is cancelled
    await book(t, f.headers, { petId: String(f.thor), serviceId: String(f.bath), dateTime: at(day, '09:00') });
    const full = await slotTimes(t, f.otherHeaders, { date: day, serviceId: String(f.bath), petId: String(f.rex) });
    expect(full).not.toContain('09:00');
    const res = await gql<{ updateAppointment: { status: string } }>(
      t.app,
      UPDATE,
      { id: ids[0], statusManager: 'cancelled' },
      f.headers,
    );
    expect(res.body.data!.updateAppointment).toMatchObject({
      status: 'cancelled',
      statusLabel: 'Cancelado',
      canCancel: false,
    });
    const freed = await slotTimes(t, f.otherHeaders, { date: day, serviceId: String(f.bath), petId: String(f.rex) });
    expect(freed).toContain('09:00');
    const booked = await book(t, f.otherHeaders, {
      petId: String(f.rex),
      serviceId: String(f.bath),
      dateTime: at(day, '09:00'),
    });
    expect(booked.body.errors).toBeUndefined();
    expect(codeOf((await gql(t.app, UPDATE, { id: ids[0], statusManager: 'cancelled' }, f.headers)).body)).toBe(
      'appointment.cannotCancel',
    );
  });

  it("cancels only until the store's notice before the start (2 h by default, or the store's own)", async () => {
    const soon = await startingIn(1);
    const refused = await gql(t.app, UPDATE, { id: soon, statusManager: 'cancelled' }, f.headers);
    expect(refused.body.errors?.[0]?.message).toBe('O cancelamento só é possível até 2 h antes do horário marcado');
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: 'appointment.cancelNotice',
      params: { hours: 2 },
    });
    const later = await startingIn(3);
    expect(
      (await gql(t.app, UPDATE, { id: later, statusManager: 'cancelled' }, f.headers)).body.errors,
    ).toBeUndefined();
    await t.database.db.insertInto('appointmentRules').values({ storeId: f.storeId, cancelNoticeHours: 24 }).execute();
    const tomorrowish = await startingIn(20);
    expect(codeOf((await gql(t.app, UPDATE, { id: tomorrowish, statusManager: 'cancelled' }, f.headers)).body)).toBe(
      'appointment.cancelNotice',
    );
    const row = await gql<{ appointment: { status: string } }>(t.app, ONE, { id: tomorrowish }, f.headers);
    expect(row.body.data!.appointment.status).toBe('scheduled');
    await t.database.db.deleteFrom('appointmentRules').where('storeId', '=', f.storeId).execute();
  });

  it('reads a page of appointments with their pets and services in the same few queries for 1 as for 3 (no N+1)', async () => {
    const PAGE =
      'query($first: Int) { appointments(first: $first) { data { id pet { name } services { description } address } } }';
    const queriesFor = async (first: number) => {
      const counter = countQueries(t);
      try {
        const res = await gql<{ appointments: { data: unknown[] } }>(t.app, PAGE, { first }, f.headers);
        expect(res.body.data!.appointments.data).toHaveLength(first);
        return counter.count;
      } finally {
        counter.stop();
      }
    };
    expect(await queriesFor(3)).toBe(await queriesFor(1));
  });
});
