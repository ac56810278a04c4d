import { addDays, storeDate } from '@store/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/app.js';
import { appointmentFixture, at, book, codeOf, slotTimes, weekdayAhead } from './testing.js';

describe('createAppointment', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof appointmentFixture>>;
  const tuesday = weekdayAhead(2);
  beforeAll(async () => {
    t = await startTestApp();
    f = await appointmentFixture(t);
  });
  afterAll(() => t.close());

  const bathFor = (petId: number, time: string, date = tuesday, extra: Record<string, unknown> = {}) =>
    book(t, f.headers, { petId: String(petId), serviceId: String(f.bath), dateTime: at(date, time), ...extra });

  it('books a free slot at the price and duration the server works out for the pet', async () => {
    const res = await bathFor(f.thor, '09:00', tuesday, { observations: 'Tem medo de secador' });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.createAppointment).toMatchObject({
      dateTime: at(tuesday, '09:00'),
      dateTimeEnd: at(tuesday, '11:00'),
      status: 'scheduled',
      statusLabel: 'Agendado',
      statusColor: '#1e88e5',
      price: 11000,
      canCancel: true,
      observations: 'Tem medo de secador',
      pet: { name: 'Thor' },
      services: [{ description: 'Banho', duration: 120, price: 11000 }],
    });
  });

  const refusals: [string, () => Promise<{ body: { errors?: { extensions?: Record<string, unknown> }[] } }>, string][] =
    [
      ['in the past', () => bathFor(f.mel, '10:00', addDays(storeDate(new Date()), -1)), 'appointment.past'],
      ['on a Sunday', () => bathFor(f.mel, '10:00', weekdayAhead(0)), 'appointment.closedOn'],
      ['in the lunch break', () => bathFor(f.mel, '12:00'), 'appointment.outsideHours'],
      ['off the 30-minute grid', () => bathFor(f.mel, '09:10'), 'appointment.outsideHours'],
      [
        'a 90-minute service at 17:00 (closes 18:00)',
        () =>
          book(t, f.headers, { petId: String(f.mel), serviceId: String(f.grooming), dateTime: at(tuesday, '17:00') }),
        'appointment.outsideHours',
      ],
      ["another user's pet", () => bathFor(f.rex, '14:00'), 'appointment.petNotFound'],
      ['a pet that does not exist', () => bathFor(999999, '14:00'), 'appointment.petNotFound'],
      [
        'an unknown service',
        () => book(t, f.headers, { petId: String(f.mel), serviceId: '999999', dateTime: at(tuesday, '14:00') }),
        'appointment.serviceNotFound',
      ],
      [
        'a time that is not an instant',
        () => book(t, f.headers, { petId: String(f.mel), serviceId: String(f.bath), dateTime: 'amanhã 10h' }),
        'appointment.dateTimeInvalid',
      ],
      [
        'a card number in the observations',
        () => bathFor(f.mel, '14:00', tuesday, { observations: 'cartão 4111 1111 1111 1111' }),
        'validation.cardNumberInText',
      ],
      [
        'an at-home service without address or location',
        () => book(t, f.headers, { petId: String(f.mel), serviceId: String(f.taxi), dateTime: at(tuesday, '14:00') }),
        'appointment.addressRequired',
      ],
    ];
  it.each(refusals)('refuses a booking %s with a clear message', async (_name, run, code) => {
    const res = await run();
    expect(res.body.errors?.[0]?.extensions?.category).toBe('validation');
    expect(codeOf(res.body)).toBe(code);
    const text = JSON.stringify(res.body.errors?.[0]?.extensions?.validation);
    expect(text).not.toMatch(/appointment\.|validation\./); // rendered Portuguese, not keys
  });

  it("another user's pet reads exactly like a missing one", async () => {
    const theirs = await bathFor(f.rex, '14:00');
    const missing = await bathFor(999999, '14:00');
    expect(theirs.body).toEqual(missing.body);
  });

  it('a holiday is refused naming it', async () => {
    const date = weekdayAhead(4, 14);
    await t.database.db.insertInto('holidays').values({ storeId: f.storeId, date, name: 'Dia do Teste' }).execute();
    const res = await bathFor(f.mel, '10:00', date);
    expect(codeOf(res.body)).toBe('appointment.closedOn');
    expect(res.body.errors?.[0]?.extensions?.validation).toEqual({
      dateTime: [`A loja não atende em ${date.split('-').reverse().join('/')} (Feriado: Dia do Teste)`],
    });
  });

  it('a full slot is refused with its own message', async () => {
    const friday = weekdayAhead(5);
    const first = await book(t, f.headers, {
      petId: String(f.mel),
      serviceId: String(f.grooming),
      dateTime: at(friday, '13:00'),
    });
    expect(first.body.errors).toBeUndefined();
    const second = await book(t, f.headers, {
      petId: String(f.thor),
      serviceId: String(f.grooming),
      dateTime: at(friday, '13:00'),
    });
    expect(codeOf(second.body)).toBe('appointment.slotFull');
    expect(second.body.errors?.[0]?.extensions?.validation).toEqual({
      dateTime: ['Este horário não está mais disponível. Escolha outro horário.'],
    });
  });

  it('a pet already in another service at that time is refused by name, and its slot list leaves that time out', async () => {
    const thursday = weekdayAhead(4);
    const slots = (petId: number) =>
      slotTimes(t, f.headers, { date: thursday, serviceId: String(f.grooming), petId: String(petId) });
    expect(await slots(f.mel)).toContain('10:00');
    const bath = await book(t, f.headers, {
      petId: String(f.mel),
      serviceId: String(f.bath),
      dateTime: at(thursday, '10:00'),
    });
    expect(bath.body.errors).toBeUndefined();
    // the bath takes Mel 10:00-11:00: a 90-minute grooming may end by 10:00 or start at 11:00
    const mel = await slots(f.mel);
    for (const busy of ['09:00', '09:30', '10:00', '10:30']) expect(mel).not.toContain(busy);
    expect(mel).toContain('13:00');
    expect(await slots(f.thor)).toContain('10:00');
    const grooming = await book(t, f.headers, {
      petId: String(f.mel),
      serviceId: String(f.grooming),
      dateTime: at(thursday, '10:30'),
    });
    expect(codeOf(grooming.body)).toBe('appointment.petBusy');
    expect(grooming.body.errors?.[0]?.extensions?.validation).toEqual({
      dateTime: ['Mel já tem um agendamento nesse horário. Escolha outro horário.'],
    });
  });

  it("an at-home service takes the caller's own address or a location, never another's address", async () => {
    const own = await book(t, f.headers, {
      petId: String(f.mel),
      serviceId: String(f.taxi),
      dateTime: at(tuesday, '15:00'),
      addressId: String(f.addressId),
    });
    expect(own.body.errors).toBeUndefined();
    expect(own.body.data!.createAppointment).toMatchObject({ addressId: String(f.addressId) });
    expect((own.body.data!.createAppointment as unknown as { address: { city: string } }).address.city).toBeTruthy();
    const located = await book(t, f.headers, {
      petId: String(f.mel),
      serviceId: String(f.taxi),
      dateTime: at(tuesday, '15:30'),
      location: { latitude: -23.55, longitude: -46.63 },
    });
    expect((located.body.data!.createAppointment as unknown as { location: unknown }).location).toEqual({
      latitude: -23.55,
      longitude: -46.63,
    });
    const theirAddress = await t.database.db
      .selectFrom('addresses')
      .select('id')
      .where('userId', '=', f.otherId)
      .executeTakeFirst();
    const foreign = await book(t, f.headers, {
      petId: String(f.mel),
      serviceId: String(f.taxi),
      dateTime: at(tuesday, '16:00'),
      addressId: String(theirAddress?.id ?? 999999),
    });
    expect(codeOf(foreign.body)).toBe('appointment.addressNotFound');
    const badPlace = await book(t, f.headers, {
      petId: String(f.mel),
      serviceId: String(f.taxi),
      dateTime: at(tuesday, '16:00'),
      location: { latitude: 123, longitude: 0 },
    });
    expect(codeOf(badPlace.body)).toBe('appointment.locationInvalid');
  });

  it('without sign-in: authentication error', async () => {
    const res = await gql(
      t.app,
      'mutation { createAppointment(petId: "1", dateTime: "2030-01-01T12:00:00Z", serviceId: "1") { id } }',
      {},
      { host: 'petshop.localhost' },
    );
    expect(res.body.errors?.[0]?.extensions?.category).toBe('authentication');
  });
});
