import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/app.js';
import { appointmentFixture, at, book, codeOf, DAY, slotTimes, weekdayAhead, type Day } from './testing.js';

const SERVICES = /* GraphQL */ `
  query ($petId: ID) {
    services(petId: $petId) {
      id
      type
      description
      duration
      price
      buffer
      atHome
      capacity
      prices {
        size
        coat
        duration
        price
      }
    }
  }
`;
type Services = {
  services: {
    id: string;
    description: string;
    duration: number;
    price: number;
    buffer: number;
    atHome: boolean;
    prices: unknown[];
  }[];
};

describe('services and workingHours', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof appointmentFixture>>;
  const tuesday = weekdayAhead(2);
  beforeAll(async () => {
    t = await startTestApp();
    f = await appointmentFixture(t);
  });
  afterAll(() => t.close());

  it('lists the services with their price rows; with a pet, its own price and duration', async () => {
    const base = await gql<Services>(t.app, SERVICES, {}, f.headers);
    const bath = base.body.data!.services.find((s) => s.description === 'Banho')!;
    expect(bath).toMatchObject({ duration: 60, price: 6000, buffer: 30, atHome: false });
    expect(bath.prices).toHaveLength(2);
    expect(base.body.data!.services.find((s) => s.description === 'Táxi Dog')?.atHome).toBe(true);
    const forThor = await gql<Services>(t.app, SERVICES, { petId: String(f.thor) }, f.headers);
    expect(forThor.body.data!.services.find((s) => s.description === 'Banho')).toMatchObject({
      duration: 120,
      price: 11000,
    });
    const forMel = await gql<Services>(t.app, SERVICES, { petId: String(f.mel) }, f.headers);
    expect(forMel.body.data!.services.find((s) => s.description === 'Banho')).toMatchObject({
      duration: 60,
      price: 6000,
    });
  });

  it("another user's pet is refused like a missing one; without sign-in it is an authentication error", async () => {
    const theirs = await gql(t.app, SERVICES, { petId: String(f.rex) }, f.headers);
    const missing = await gql(t.app, SERVICES, { petId: '999999' }, f.headers);
    expect(codeOf(theirs.body)).toBe('appointment.petNotFound');
    expect(theirs.body.errors).toEqual(missing.body.errors);
    const anonymous = await gql(t.app, SERVICES, {}, { host: 'petshop.localhost' });
    expect(anonymous.body.errors?.[0]?.extensions?.category).toBe('authentication');
  });

  it('a weekday has two periods around lunch; the 90-minute service never starts at 17:00 nor at 11:00', async () => {
    const res = await gql<Day>(t.app, DAY, { date: tuesday, serviceId: String(f.grooming) }, f.headers);
    expect(res.body.data!.workingHours).toMatchObject({
      open: true,
      closedReason: null,
      periods: [
        { start: '09:00', end: '12:00' },
        { start: '13:00', end: '18:00' },
      ],
    });
    const times = res.body.data!.workingHours.slots.map((s) => s.time);
    expect(times).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ]);
    expect(res.body.data!.workingHours.slots[0]).toMatchObject({ dateTime: at(tuesday, '09:00'), free: 1 });
  });

  it('a GG long-coated dog gets fewer starts than a small short-coated one (120 vs 60 minutes)', async () => {
    const big = await slotTimes(t, f.headers, { date: tuesday, serviceId: String(f.bath), petId: String(f.thor) });
    const small = await slotTimes(t, f.headers, { date: tuesday, serviceId: String(f.bath), petId: String(f.mel) });
    expect(big).toEqual(['09:00', '09:30', '10:00', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00']);
    expect(small).toHaveLength(14);
  });

  it('a booking blocks its duration plus the buffer for the next ones, up to the capacity', async () => {
    const wednesday = weekdayAhead(3);
    // Mel's bath 10:00–11:00 plus 30 min buffer: Banho holds 2, so each start overlapping it has one place left
    const made = await book(t, f.headers, {
      petId: String(f.mel),
      serviceId: String(f.bath),
      dateTime: at(wednesday, '10:00'),
    });
    expect(made.body.errors).toBeUndefined();
    // as any other pet's owner sees the service (Mel herself is busy then)
    const res = await gql<Day>(t.app, DAY, { date: wednesday, serviceId: String(f.bath) }, f.headers);
    const free = Object.fromEntries(res.body.data!.workingHours.slots.map((s) => [s.time, s.free]));
    expect(free).toMatchObject({ '09:00': 1, '09:30': 1, '10:00': 1, '10:30': 1, '11:00': 1, '13:00': 2 });
    // Rex's bath at 10:30 fills 10:30–11:00 (and everything it overlaps with its own buffer)
    const rex = await book(t, f.otherHeaders, {
      petId: String(f.rex),
      serviceId: String(f.bath),
      dateTime: at(wednesday, '10:30'),
    });
    expect(rex.body.errors).toBeUndefined();
    const after = await slotTimes(t, f.headers, { date: wednesday, serviceId: String(f.bath) });
    expect(after.slice(0, 2)).toEqual(['09:00', '13:00']);
  });

  it('a holiday and Sunday answer open: false with the reason', async () => {
    await t.database.db
      .insertInto('holidays')
      .values({ storeId: f.storeId, date: weekdayAhead(4), name: 'Natal' })
      .execute();
    const holiday = await gql<Day>(t.app, DAY, { date: weekdayAhead(4), serviceId: String(f.bath) }, f.headers);
    expect(holiday.body.data!.workingHours).toMatchObject({
      open: false,
      closedReason: 'Feriado: Natal',
      periods: [],
      slots: [],
    });
    const sunday = await gql<Day>(t.app, DAY, { date: weekdayAhead(0), serviceId: String(f.bath) }, f.headers);
    expect(sunday.body.data!.workingHours).toMatchObject({
      open: false,
      closedReason: 'Fechado',
      closedReasonCode: 'appointment.closedDay',
      slots: [],
    });
  });

  it('a past day offers nothing; a bad date or service is refused with a message', async () => {
    const past = await slotTimes(t, f.headers, { date: weekdayAhead(2, -14), serviceId: String(f.bath) });
    expect(past).toEqual([]);
    expect(codeOf((await gql(t.app, DAY, { date: '2026-02-30', serviceId: String(f.bath) }, f.headers)).body)).toBe(
      'appointment.dateInvalid',
    );
    expect(codeOf((await gql(t.app, DAY, { date: tuesday, serviceId: '999999' }, f.headers)).body)).toBe(
      'appointment.serviceNotFound',
    );
  });
});
