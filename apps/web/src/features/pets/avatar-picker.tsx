import { useRef, useState } from 'react';
import { useT } from '../../lib/i18n/use-t';
import { nativePickImage } from '../../lib/native-actions';
import { isInsideNativeApp } from '../../lib/inside-native-app';
import { PetAvatar } from './pet-avatar';
import { dataUrlToBlob, shrinkPhoto } from './shrink-photo';

/** What the API takes (checked again there, by content). */
const TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** A picture the native app handed over, checked as a chosen file is. */
export function checkPhotoDataUrl(
  dataUrl: string,
): { dataUrl: string } | { error: 'ui.pet.photoType' | 'ui.pet.photoTooBig' } {
  const type = /^data:([^;,]+);base64,/.exec(dataUrl)?.[1] ?? '';
  if (!TYPES.includes(type)) return { error: 'ui.pet.photoType' };
  const bytes = Math.floor(((dataUrl.length - dataUrl.indexOf(',') - 1) * 3) / 4);
  return bytes > MAX_PHOTO_BYTES ? { error: 'ui.pet.photoTooBig' } : { dataUrl };
}

/** A chosen file as a data URL, or the reason it is refused. */
export function readPhoto(
  file: File,
): Promise<{ dataUrl: string } | { error: 'ui.pet.photoType' | 'ui.pet.photoTooBig' }> {
  if (!TYPES.includes(file.type)) return Promise.resolve({ error: 'ui.pet.photoType' });
  if (file.size > MAX_PHOTO_BYTES) return Promise.resolve({ error: 'ui.pet.photoTooBig' });
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ dataUrl: String(reader.result) });
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

type Props = {
  pet: { name: string; species: string; avatar?: string | null; avatarMin?: string | null };
  /** A photo chosen and accepted here, shrunk for sending (shrink-photo.ts). */
  onPhoto: (photo: Blob) => void;
  busy?: boolean;
  note?: string;
};

/** The pet's photo with 'Tirar foto' (the camera on a phone) and 'Escolher da galeria'; shows the chosen one at once. */
export function AvatarPicker({ pet, onPhoto, busy = false, note }: Props) {
  const { t } = useT();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const camera = useRef<HTMLInputElement>(null);
  const library = useRef<HTMLInputElement>(null);
  const accept = (read: Awaited<ReturnType<typeof readPhoto>>) => {
    if ('error' in read) {
      setError(t(read.error));
      return;
    }
    setError(null);
    setPreview(read.dataUrl);
    void shrinkPhoto(dataUrlToBlob(read.dataUrl)).then(onPhoto);
  };
  const chosen = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (file) accept(await readPhoto(file));
  };
  // inside the store's native app, its own camera and library pickers answer
  const pick = (source: 'camera' | 'library') => {
    if (!isInsideNativeApp()) return (source === 'camera' ? camera : library).current?.click();
    void nativePickImage(source).then(
      (dataUrl) => dataUrl && accept(checkPhotoDataUrl(dataUrl)),
      (error: unknown) => setError(error instanceof Error ? error.message : String(error)),
    );
  };
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row">
      <PetAvatar
        pet={preview ? { ...pet, avatar: preview } : pet}
        size="lg"
        alt={t('ui.pet.photoOf', { name: pet.name || t('route.pet') })}
      />
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-secondary" disabled={busy} onClick={() => pick('camera')}>
            {t('ui.pet.takePhoto')}
          </button>
          <button type="button" className="btn-secondary" disabled={busy} onClick={() => pick('library')}>
            {t('ui.pet.choosePhoto')}
          </button>
        </div>
        {/* capture opens the camera on a phone; the second input offers the library */}
        <input
          ref={camera}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          tabIndex={-1}
          aria-label={t('ui.pet.takePhoto')}
          onChange={(e) => void chosen(e.currentTarget)}
        />
        <input
          ref={library}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label={t('ui.pet.choosePhoto')}
          data-testid="pet-photo-library"
          onChange={(e) => void chosen(e.currentTarget)}
        />
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : note ? (
          <p className="text-sm text-muted">{note}</p>
        ) : null}
      </div>
    </div>
  );
}
