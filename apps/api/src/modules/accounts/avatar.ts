import type { Db } from '../../db/database.js';
import { validationError } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import type { UserRow } from '../auth/guard.js';
import { decodeImageDataUrl } from '../files/image.js';
import { AVATAR_PICTURE, squarePictures } from '../files/picture.js';
import { removeUpload, saveUpload } from '../files/storage.js';
import { findUser, updateUser } from './user-repository.js';
import { say } from '../../lib/validation.js';

export const AVATAR_MAX_BYTES = 1024 * 1024;

/**
 * updateUserAvatar: a PNG, JPEG or WEBP data URL of at most 1 MB, checked by its magic bytes, then decoded for real
 * and stored re-encoded as a 512 px WEBP square under a random name: upright by its EXIF orientation, with no
 * metadata (a phone photo's EXIF says where it was taken, and avatars are public). The old picture is removed once
 * the new one is recorded.
 */
export async function updateAvatar(db: Db, dataDir: string, user: UserRow, dataUrl: string): Promise<UserRow> {
  const image = decodeImageDataUrl(dataUrl, AVATAR_MAX_BYTES);
  if (!image.ok)
    throw validationError({ file: say(image.error === 'tooLarge' ? 'avatar.tooLarge' : 'avatar.invalid') });
  // right magic bytes are not a picture yet: a truncated or crafted body fails here
  const [picture] = await squarePictures(image.bytes, [AVATAR_PICTURE]).catch(() => {
    throw validationError({ file: say('avatar.invalid') });
  });
  const name = await saveUpload(dataDir, 'avatars', picture!, 'webp');
  try {
    await updateUser(db, user.id, { avatar: name, updatedAt: nowIso() });
  } catch (error) {
    await removeUpload(dataDir, 'avatars', name);
    throw error;
  }
  await removeUpload(dataDir, 'avatars', user.avatar);
  return findUser(db, user.id);
}
