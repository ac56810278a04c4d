import { addDays, storeDate } from '@store/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/app.js';
import { appointmentFixture, at, book, weekdayAhead } from './testing.js';

const STATS = /* GraphQL */ `
  query ($petId: ID!, $startDate: String, $endDate: String) {
    petStats(petId: $petId, startDate: $startDate, endDate: $endDate) {
      petId
      appointments {
        id
        dateTime
        status
        pet {
          name
        }
      }
    }
  }
`;
type Stats = { petStats: { appointments: { id: string; dateTime: string; pet: { name: string } }[] } | null };

describe('PetStats.appointments', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof appointmentFixture>>;
  const first = weekdayAhead(2);
  const later = weekdayAhead(2, 30);
  beforeAll(async () => {
    t = await startTestApp();
    f = await appointmentFixture(t);
    await book(t, f.headers, { petId: String(f.mel), serviceId: String(f.bath), dateTime: at(later, '10:00') });
    await book(t, f.headers, { petId: String(f.mel), serviceId: String(f.bath), dateTime: at(first, '10:00') });
    await book(t, f.headers, { petId: String(f.thor), serviceId: String(f.bath), dateTime: at(first, '11:00') });
  });
  afterAll(() => t.close());

  it("lists the pet's appointments in the period, oldest first, and no other pet's", async () => {
    const all = await gql<Stats>(t.app, STATS, { petId: String(f.mel) }, f.headers);
    expect(all.body.data!.petStats!.appointments.map((a) => a.dateTime)).toEqual([
      at(first, '10:00'),
      at(later, '10:00'),
    ]);
    expect(all.body.data!.petStats!.appointments.every((a) => a.pet.name === 'Mel')).toBe(true);
    const period = await gql<Stats>(
      t.app,
      STATS,
      { petId: String(f.mel), startDate: storeDate(new Date()), endDate: addDays(first, 0) },
      f.headers,
    );
    expect(period.body.data!.petStats!.appointments.map((a) => a.dateTime)).toEqual([at(first, '10:00')]);
  });

  it("another user's pet has no stats at all", async () => {
    const theirs = await gql<Stats>(t.app, STATS, { petId: String(f.mel) }, f.otherHeaders);
    expect(theirs.body.data!.petStats).toBeNull();
  });
});
