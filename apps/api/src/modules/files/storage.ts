import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_FOLDERS, UPLOAD_NAME, type UploadFolder } from './folders.js';

/** DATA_DIR/uploads/<folder>/<name>, or null for a name that is not one we could have made. */
export function uploadPath(dataDir: string, folder: UploadFolder, name: string): string | null {
  if (!UPLOAD_NAME.test(name)) return null;
  return path.join(dataDir, 'uploads', UPLOAD_FOLDERS[folder], name);
}

/** 32 random hex characters: the stem of a new upload's name. */
export const newUploadStem = (): string => randomBytes(16).toString('hex');

/** Writes the bytes under `name` (one UPLOAD_NAME allows); never overwrites, should two random names ever collide. */
export async function writeUpload(
  dataDir: string,
  folder: UploadFolder,
  name: string,
  bytes: Uint8Array,
): Promise<void> {
  const file = uploadPath(dataDir, folder, name);
  if (!file) throw new Error(`not an upload name: ${name}`);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, bytes, { flag: 'wx', mode: 0o644 });
}

/** Writes the bytes under a fresh random name and returns that name. */
export async function saveUpload(
  dataDir: string,
  folder: UploadFolder,
  bytes: Uint8Array,
  ext: 'png' | 'jpg' | 'webp',
): Promise<string> {
  const name = `${newUploadStem()}.${ext}`;
  await writeUpload(dataDir, folder, name, bytes);
  return name;
}

/** Removes a stored file; a name already gone (or never ours) is not an error. */
export async function removeUpload(
  dataDir: string,
  folder: UploadFolder,
  name: string | null | undefined,
): Promise<void> {
  const file = name ? uploadPath(dataDir, folder, name) : null;
  if (!file) return;
  await fs.rm(file, { force: true });
}
