import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database.js';
import type { DatabaseHandle } from '../database.js';
import { seedDemo } from './demo.js';
import { seedPets } from './pets.js';

// A fixed clock: every date of the seed follows from it (12:00 in São Paulo on 2026-03-10).
const NOW = new Date('2026-03-10T15:00:00.000Z');

describe('seedPets', () => {
  let handle: DatabaseHandle;
  let dataDir: string;
  let storeId: number;
  let customerId: number;
  const avatarDir = () => path.join(dataDir, 'uploads', 'pets-avatar');
  beforeAll(async () => {
    handle = await openTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pets-seed-'));
    await seedDemo(handle.db, { dataDir });
    const store = await handle.db
      .selectFrom('stores')
      .select('id')
      .where('slug', '=', 'loja')
      .executeTakeFirstOrThrow();
    const user = await handle.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'cliente@loja.demo')
      .executeTakeFirstOrThrow();
    storeId = store.id;
    customerId = user.id;
  });
  afterAll(async () => {
    await handle.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("gives the pet shop's demo customer Thor (G) and Mia (P) with pictures on disk", async () => {
    const pets = await handle.db
      .selectFrom('pets')
      .innerJoin('users', 'users.id', 'pets.userId')
      .select(['pets.name', 'pets.size', 'pets.coat', 'pets.species', 'pets.avatar'])
      .where('users.email', '=', 'cliente@petshop.demo')
      .orderBy('pets.name')
      .execute();
    expect(pets.map(({ avatar: _a, ...p }) => p)).toEqual([
      { name: 'Mia', size: 'P', coat: 'short', species: 'cat' },
      { name: 'Thor', size: 'G', coat: 'long', species: 'dog' },
    ]);
    for (const { avatar } of pets) {
      expect(avatar).toMatch(/^[a-f0-9]{32}\.webp$/);
      const big = await sharp(path.join(avatarDir(), avatar!)).metadata();
      const small = await sharp(path.join(avatarDir(), avatar!.replace('.webp', '-min.webp'))).metadata();
      expect([big.format, big.width, big.height, small.width, small.height]).toEqual(['webp', 512, 512, 128, 128]);
    }
  });

  it('dates a year of monthly weighings, the vaccines and one overdue dose from the clock it is given', async () => {
    const ids = await seedPets(handle.db, storeId, { customerId, now: NOW });
    expect(Object.keys(ids).sort()).toEqual(['Mia', 'Thor']);
    const weights = await handle.db
      .selectFrom('petWeights')
      .selectAll()
      .where('petId', '=', ids.Thor!)
      .orderBy('weighedOn')
      .execute();
    expect(weights).toHaveLength(13);
    expect(weights.at(-1)).toEqual({ petId: ids.Thor, weighedOn: '2026-03-10', weightGrams: 32_000 });
    expect(weights[0]).toMatchObject({ weighedOn: '2025-03-15', weightGrams: 30_400 });
    const thor = await handle.db
      .selectFrom('pets')
      .select(['weightGrams', 'avatar'])
      .where('id', '=', ids.Thor!)
      .executeTakeFirstOrThrow();
    expect(thor).toEqual({ weightGrams: 32_000, avatar: null });
    const vaccines = await handle.db
      .selectFrom('vaccines')
      .selectAll()
      .where('petId', 'in', [ids.Thor!, ids.Mia!])
      .execute();
    expect(vaccines).toHaveLength(6);
    expect(vaccines.every((v) => v.batch && v.clinic)).toBe(true);
    expect(vaccines.filter((v) => v.nextDoseAt! < '2026-03-10').map((v) => [v.name, v.nextDoseAt])).toEqual([
      ['Gripe canina (tosse dos canis)', '2026-02-23'],
    ]);
  });

  it('writes the same pictures under the same names when run again (idempotent), never sharing a file between owners', async () => {
    // the demo stores with pet services have written theirs already
    const before = fs.readdirSync(avatarDir()).sort();
    expect(before.length % 4).toBe(0);
    const first = await seedPets(handle.db, storeId, { customerId, now: NOW, dataDir });
    const again = await seedPets(handle.db, storeId, { customerId, now: NOW, dataDir });
    const names = async (ids: Record<string, number>) =>
      (
        await handle.db
          .selectFrom('pets')
          .select('avatar')
          .where('id', 'in', Object.values(ids))
          .orderBy('name')
          .execute()
      ).map((p) => p.avatar);
    expect(await names(again)).toEqual(await names(first));
    const all = fs.readdirSync(avatarDir()).sort();
    expect(all).toHaveLength(before.length + 4);
    expect(all.filter((n) => before.includes(n))).toEqual(before);
  });
});
