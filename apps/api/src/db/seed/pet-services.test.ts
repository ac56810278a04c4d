import { storeDate, storeWeekday } from '@store/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { easter, nationalHolidays } from './holidays.js';

describe('national holidays', () => {
  it('computes Easter and Good Friday, and lists the fixed dates', () => {
    expect([easter(2025), easter(2026), easter(2027)]).toEqual(['2025-04-20', '2026-04-05', '2027-03-28']);
    const y2026 = nationalHolidays([2026]);
    expect(y2026).toHaveLength(10);
    expect(y2026).toContainEqual({ date: '2026-04-03', name: 'Sexta-feira Santa' });
    expect(y2026.at(-1)).toEqual({ date: '2026-12-25', name: 'Natal' });
  });
});

describe('pet services seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("the groomers (2) share bath, grooming and both; the vet's room (1) consultations and vaccines; the taxi its own", async () => {
    const db = t.database.db;
    const store = await db.selectFrom('stores').select('id').where('slug', '=', 'petshop').executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('services')
      .leftJoin('serviceResources', 'serviceResources.id', 'services.resourceId')
      .select(['services.description', 'serviceResources.name', 'serviceResources.capacity'])
      .where('services.storeId', '=', store.id)
      .orderBy('services.id')
      .execute();
    const team = { name: 'Equipe de banho e tosa', capacity: 2 };
    const room = { name: 'Consultório', capacity: 1 };
    expect(rows).toEqual([
      { description: 'Banho', ...team },
      { description: 'Tosa', ...team },
      { description: 'Banho e Tosa', ...team },
      { description: 'Consulta veterinária', ...room },
      { description: 'Vacinação', ...room },
      { description: 'Táxi Dog', name: null, capacity: null },
    ]);
  });

  it('gives the pet shop its services with prices by porte and coat, a lunch break, Sunday closed, holidays and rules', async () => {
    const db = t.database.db;
    const store = await db.selectFrom('stores').select('id').where('slug', '=', 'petshop').executeTakeFirstOrThrow();
    const services = await db
      .selectFrom('services')
      .select(['id', 'description', 'atHome', 'bufferMinutes', 'capacity'])
      .where('storeId', '=', store.id)
      .execute();
    expect(services.map((s) => s.description)).toEqual([
      'Banho',
      'Tosa',
      'Banho e Tosa',
      'Consulta veterinária',
      'Vacinação',
      'Táxi Dog',
    ]);
    expect(services.find((s) => s.description === 'Táxi Dog')?.atHome).toBe(1);
    const prices = await db.selectFrom('servicePrices').select('id').where('serviceId', '=', services[0]!.id).execute();
    expect(prices.length).toBeGreaterThan(3);
    const hours = await db
      .selectFrom('workingHours')
      .select(['weekday', 'opensAt', 'closesAt'])
      .where('storeId', '=', store.id)
      .execute();
    expect(hours.filter((h) => h.weekday === 2).map((h) => `${h.opensAt}-${h.closesAt}`)).toEqual([
      '09:00-12:00',
      '13:00-18:00',
    ]);
    expect(hours.some((h) => h.weekday === 0)).toBe(false);
    const year = Number(storeDate(new Date()).slice(0, 4));
    const christmas = await db
      .selectFrom('holidays')
      .select('name')
      .where('storeId', '=', store.id)
      .where('date', '=', `${year}-12-25`)
      .executeTakeFirst();
    expect(christmas?.name).toBe('Natal');
    expect(
      await db
        .selectFrom('appointmentRules')
        .select('cancelNoticeHours')
        .where('storeId', '=', store.id)
        .executeTakeFirst(),
    ).toEqual({ cancelNoticeHours: 2 });
  });

  it('gives the demo customer past and upcoming appointments on open weekdays, priced for each pet', async () => {
    const db = t.database.db;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'cliente@petshop.demo')
      .executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('appointments')
      .select(['dateTime', 'status', 'description', 'price'])
      .where('userId', '=', user.id)
      .orderBy('dateTime')
      .execute();
    const now = new Date().toISOString();
    expect(rows.filter((r) => r.dateTime < now).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.dateTime > now).map((r) => r.status)).toEqual(['scheduled', 'confirmed']);
    const holidays = new Set((await db.selectFrom('holidays').select('date').execute()).map((h) => h.date));
    for (const r of rows) {
      const date = storeDate(r.dateTime);
      expect([0, 6]).not.toContain(storeWeekday(date));
      expect(holidays.has(date)).toBe(false);
    }
    // Thor is a large long-coated dog: his Banho e Tosa is the G + long price
    expect(rows.find((r) => r.description === 'Banho e Tosa' && r.status === 'scheduled')?.price).toBe(17500);
  });
});
