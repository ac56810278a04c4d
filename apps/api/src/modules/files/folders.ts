/**
 * Public upload folders: the URL segment after /api/files/-/ and the folder under DATA_DIR/uploads.
 * A new kind of upload (pets' pictures) is one more entry here; nothing else in the module changes.
 */
export const UPLOAD_FOLDERS = {
  avatars: 'avatars',
  'pets-avatar': 'pets-avatar',
} as const;

export type UploadFolder = keyof typeof UPLOAD_FOLDERS;

/** Folders served only through a signed URL (see signed-url.ts): a pet's picture is its owner's alone. */
export const SIGNED_FOLDERS: ReadonlySet<UploadFolder> = new Set(['pets-avatar']);

export function isUploadFolder(value: string): value is UploadFolder {
  return Object.hasOwn(UPLOAD_FOLDERS, value);
}

/**
 * Stored names are 32 random hex characters (optionally '-min', the small variant of the same picture) and an
 * image extension, never anything a client chose, so a name can neither climb out of its folder nor be guessed.
 */
export const UPLOAD_NAME = /^[a-f0-9]{32}(-min)?\.(png|jpg|webp)$/;

/** `uploadUrl('avatars', 'ab…12.png')` → '/api/files/-/avatars/ab…12.png' (relative to the API's origin). */
export function uploadUrl(folder: UploadFolder, name: string): string {
  return `/api/files/-/${folder}/${name}`;
}
