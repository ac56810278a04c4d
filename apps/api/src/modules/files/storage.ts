import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_FOLDERS, UPLOAD_NAME, type UploadFolder } from './folders.js';

/** DATA_DIR/uploads/<folder>/<name>, or null for a name that is not one we could have made. */
export function uploadPath(dataDir: string, folder: UploadFolder, name: string): string | null {
  if (!UPLOAD_NAME.test(name)) return null;
  return path.join(dataDir, 'uploads', UPLOAD_FOLDERS[folder], name);
}

/** Writes the bytes under a fresh random name and returns that name. */
export async function saveUpload(dataDir: string, folder: UploadFolder, bytes: Uint8Array, ext: 'png' | 'jpg' | 'webp'): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  const file = uploadPath(dataDir, folder, name)!;
  await fs.mkdir(path.dirname(file), { recursive: true });
  // 'wx': never overwrite, should two random names ever collide
  await fs.writeFile(file, bytes, { flag: 'wx', mode: 0o644 });
  return name;
}

/** Removes a stored file; a name already gone (or never ours) is not an error. */
export async function removeUpload(dataDir: string, folder: UploadFolder, name: string | null | undefined): Promise<void> {
  const file = name ? uploadPath(dataDir, folder, name) : null;
  if (!file) return;
  await fs.rm(file, { force: true });
}
