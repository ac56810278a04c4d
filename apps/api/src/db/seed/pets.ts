import { createHash } from 'node:crypto';
import { addDays, storeDate } from '@store/core';
import sharp from 'sharp';
import type { Db } from '../database.js';
import { illustrationElement } from '../../modules/media/illustration.js';
import { minName, squareVariants } from '../../modules/pets/avatar.js';
import { writeUpload } from '../../modules/files/storage.js';

type PetSeed = {
  name: string;
  species: string;
  breed: string;
  color: string;
  coat: string;
  size: string;
  gender: string;
  dateOfBirth: string;
  observations: string;
  icon: string;
  background: string;
  /** grams, a year ago and today: monthly weighings in between (a dog still filling out, a cat settling) */
  weight: { from: number; to: number };
};

const PETS: PetSeed[] = [
  {
    name: 'Thor',
    species: 'dog',
    breed: 'Golden Retriever',
    color: 'Dourado',
    coat: 'long',
    size: 'G',
    gender: 'male',
    dateOfBirth: '2020-05-14',
    observations: 'Tem medo de secador; prefere toalha.',
    icon: 'dog-face',
    background: '#fde8c8',
    weight: { from: 30_400, to: 32_000 },
  },
  {
    name: 'Mia',
    species: 'cat',
    breed: 'Siamês',
    color: 'Creme com pontas marrons',
    coat: 'short',
    size: 'P',
    gender: 'female',
    dateOfBirth: '2022-09-02',
    observations: 'Castrada.',
    icon: 'cat-face',
    background: '#dde9f8',
    weight: { from: 3_900, to: 4_200 },
  },
];

/** Days before (negative) or after today of each dose; Thor's kennel cough booster is overdue, Mia's FeLV due within a week. */
const VACCINES = [
  {
    pet: 'Thor',
    name: 'V10 (Polivalente)',
    applied: -200,
    next: 165,
    batch: 'VAN-2291',
    clinic: 'Clínica Veterinária Pet Feliz',
    notes: 'Reforço anual.',
  },
  {
    pet: 'Thor',
    name: 'Antirrábica',
    applied: -120,
    next: 245,
    batch: 'RAB-0412',
    clinic: 'Campanha municipal de vacinação',
    notes: null,
  },
  {
    pet: 'Thor',
    name: 'Gripe canina (tosse dos canis)',
    applied: -380,
    next: -15,
    batch: 'BRD-7730',
    clinic: 'Clínica Veterinária Pet Feliz',
    notes: 'Dose intranasal.',
  },
  {
    pet: 'Mia',
    name: 'V4 (Quádrupla Felina)',
    applied: -90,
    next: 275,
    batch: 'FEL-1187',
    clinic: 'Dra. Ana Paula Reis (CRMV-SP 41.287)',
    notes: 'Reforço anual.',
  },
  {
    pet: 'Mia',
    name: 'Antirrábica',
    applied: -60,
    next: 305,
    batch: 'RAB-0433',
    clinic: 'Clínica Veterinária Pet Feliz',
    notes: null,
  },
  {
    pet: 'Mia',
    name: 'FeLV (Leucemia Felina)',
    applied: -360,
    next: 5,
    batch: 'LEU-5502',
    clinic: 'Dra. Ana Paula Reis (CRMV-SP 41.287)',
    notes: null,
  },
] as const;

/** The pet's face from the demo illustration set, centred on a soft background: a 512 px PNG. */
async function illustratedPhoto(pet: PetSeed): Promise<Buffer> {
  const size = 512;
  const face = illustrationElement(pet.icon, { x: 96, y: 104, size: 320 });
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" fill="${pet.background}"/><circle cx="256" cy="264" r="200" fill="#ffffff" opacity="0.55"/>${face}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Writes a pet's picture (both variants) under a name made from its owner and its bytes: seeding again writes the
 * same files or finds them in place, and no two owners share a file (replacing one's picture removes its files).
 */
async function seedAvatar(dataDir: string, pet: PetSeed, owner: string): Promise<string> {
  const variants = await squareVariants(await illustratedPhoto(pet));
  const name = `${createHash('sha256').update(`${owner}/${pet.name}/`).update(variants.avatar).digest('hex').slice(0, 32)}.webp`;
  const write = (file: string, bytes: Buffer) =>
    writeUpload(dataDir, 'pets-avatar', file, bytes).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  await write(name, variants.avatar);
  await write(minName(name), variants.avatarMin);
  return name;
}

/** Monthly weighings over the last year (13, today's included), easing from one weight to the other. */
function weightHistory(today: string, weight: PetSeed['weight']) {
  return Array.from({ length: 13 }, (_, i) => {
    const monthsAgo = 12 - i;
    const grams = Math.round((weight.from + ((weight.to - weight.from) * i) / 12) / 50) * 50;
    return { weighedOn: addDays(today, -monthsAgo * 30), weightGrams: grams };
  });
}

/**
 * The demo customer's dog and cat: pictures (when a data folder is given), a year of monthly weighings and
 * vaccines with batch and clinic, one overdue, all dated from `now`. Answers the pets' ids by name.
 */
export async function seedPets(
  trx: Db,
  storeId: number,
  refs: { customerId: number; now: Date; dataDir?: string },
): Promise<Record<string, number>> {
  const at = refs.now.toISOString();
  const today = storeDate(refs.now);
  const ids: Record<string, number> = {};
  for (const pet of PETS) {
    const avatar = refs.dataDir ? await seedAvatar(refs.dataDir, pet, `${storeId}/${refs.customerId}`) : null;
    const history = weightHistory(today, pet.weight);
    const { icon: _icon, background: _background, weight: _weight, ...fields } = pet;
    const row = await trx
      .insertInto('pets')
      .values({
        ...fields,
        userId: refs.customerId,
        storeId,
        status: 'active',
        deleted: 0,
        avatar,
        weightGrams: history.at(-1)!.weightGrams,
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[pet.name] = row.id;
    await trx
      .insertInto('petWeights')
      .values(history.map((h) => ({ ...h, petId: row.id })))
      .execute();
  }
  await trx
    .insertInto('vaccines')
    .values(
      VACCINES.map((v) => ({
        petId: ids[v.pet]!,
        name: v.name,
        appliedAt: addDays(today, v.applied),
        nextDoseAt: addDays(today, v.next),
        batch: v.batch,
        clinic: v.clinic,
        notes: v.notes,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .execute();
  return ids;
}
