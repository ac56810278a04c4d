import type { Db } from '../../db/database.js';
import { userError, validationError } from '../../lib/errors.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { nowIso } from '../../lib/time.js';
import { say } from '../../lib/validation.js';
import { decodeImageDataUrl, sniffImage } from '../files/image.js';
import { squarePictures } from '../files/picture.js';
import { newUploadStem, removeUpload, writeUpload } from '../files/storage.js';
import { findPet } from './pets.js';
import { updateOwnPet, type Owner, type PetRow } from './repository.js';

export const PET_AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Pictures one shopper may send in a window: each is decoded and re-encoded, seconds of CPU for a large photo. */
export const PET_AVATAR_UPLOADS = { limit: 20, windowSeconds: 10 * 60 } as const;
export const PET_AVATAR_SIZES = { avatar: 512, avatarMin: 128 } as const;

/** The 128 px variant's name: 'ab…12.webp' → 'ab…12-min.webp'. */
export const minName = (avatar: string): string => avatar.replace(/\.(\w+)$/, '-min.$1');

/** Both stored variants of a picture, upright, square, re-encoded without metadata (files/picture.ts). */
export async function squareVariants(bytes: Buffer): Promise<{ avatar: Buffer; avatarMin: Buffer }> {
  const [avatar, avatarMin] = (await squarePictures(bytes, [
    { size: PET_AVATAR_SIZES.avatar, quality: 82 },
    { size: PET_AVATAR_SIZES.avatarMin, quality: 80 },
  ])) as [Buffer, Buffer];
  return { avatar, avatarMin };
}

/** Writes both variants under one fresh random stem; answers the main name ('<stem>.webp'). */
async function storeAvatar(dataDir: string, variants: { avatar: Buffer; avatarMin: Buffer }): Promise<string> {
  const name = `${newUploadStem()}.webp`;
  await writeUpload(dataDir, 'pets-avatar', name, variants.avatar);
  await writeUpload(dataDir, 'pets-avatar', minName(name), variants.avatarMin);
  return name;
}

export async function removeAvatar(dataDir: string, name: string | null): Promise<void> {
  if (!name) return;
  await removeUpload(dataDir, 'pets-avatar', name);
  await removeUpload(dataDir, 'pets-avatar', minName(name));
}

/** Counts one picture against the shopper's upload limit (PET_AVATAR_UPLOADS); over it, a 429 refusal. */
export async function chargeAvatarUpload(limiter: RateLimiter, userId: number): Promise<void> {
  const { limit, windowSeconds } = PET_AVATAR_UPLOADS;
  const { allowed } = await limiter.hit(`pet-avatar:${userId}`, limit, windowSeconds);
  if (!allowed) throw userError('pet.avatarRateLimited', 429);
}

/**
 * updatePetAvatar: a PNG, JPEG or WEBP data URL of at most 5 MB (checked by its bytes, then decoded for real),
 * stored as a 512 px square and a 128 px one. Null for a pet that is not the caller's. The old picture is
 * removed once the new one is recorded.
 */
export async function updatePetAvatar(
  db: Db,
  dataDir: string,
  owner: Owner,
  rawId: string,
  dataUrl: string,
  now = new Date(),
): Promise<PetRow | null> {
  const pet = await findPet(db, owner, rawId);
  if (!pet) return null;
  const image = decodeImageDataUrl(dataUrl, PET_AVATAR_MAX_BYTES);
  if (!image.ok)
    throw validationError({ file: say(image.error === 'tooLarge' ? 'pet.avatarTooLarge' : 'pet.avatarInvalid') });
  return replaceAvatar(db, dataDir, owner, pet, image.bytes, now);
}

/**
 * The same for the picture's raw bytes (PUT /api/pets/:id/avatar): `declared` is the request's content type,
 * which the first bytes must match.
 */
export async function updatePetAvatarBytes(
  db: Db,
  dataDir: string,
  owner: Owner,
  rawId: string,
  bytes: Buffer,
  declared: string,
  now = new Date(),
): Promise<PetRow | null> {
  const pet = await findPet(db, owner, rawId);
  if (!pet) return null;
  if (bytes.length > PET_AVATAR_MAX_BYTES) throw validationError({ file: say('pet.avatarTooLarge') });
  if (sniffImage(bytes)?.mime !== declared) throw validationError({ file: say('pet.avatarInvalid') });
  return replaceAvatar(db, dataDir, owner, pet, bytes, now);
}

async function replaceAvatar(
  db: Db,
  dataDir: string,
  owner: Owner,
  pet: PetRow,
  bytes: Buffer,
  now: Date,
): Promise<PetRow | null> {
  // right magic bytes are not a picture yet: a truncated or crafted body fails here
  const variants = await squareVariants(bytes).catch(() => {
    throw validationError({ file: say('pet.avatarInvalid') });
  });
  const name = await storeAvatar(dataDir, variants);
  let updated: PetRow | undefined;
  try {
    updated = await updateOwnPet(db, owner, pet.id, { avatar: name, updatedAt: nowIso(now) });
  } catch (error) {
    await removeAvatar(dataDir, name);
    throw error;
  }
  if (!updated) {
    await removeAvatar(dataDir, name);
    return null;
  }
  await removeAvatar(dataDir, pet.avatar);
  return updated;
}
