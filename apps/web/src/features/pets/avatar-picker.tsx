import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n/use-t';
import { nativePickImage } from '../../lib/native-actions';
import { isInsideNativeApp } from '../../lib/inside-native-app';
import { PetAvatar } from './pet-avatar';
import { dataUrlToBlob, shrinkPhoto } from './shrink-photo';

/** What the API takes (checked again there, by content). */
const TYPES = ['image/png', 'image/jpeg', 'image/webp'];
/** The most the store takes once shrunk: a phone's photo of 8 MB or more is shrunk first, not refused. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

type Refusal = { error: 'ui.pet.photoType' | 'ui.pet.photoTooBig' };

/** A picture the native app handed over (a data URL), as a Blob of its type or the reason it is refused. */
export function checkPhotoDataUrl(dataUrl: string): { photo: Blob } | Refusal {
  const type = /^data:([^;,]+);base64,/.exec(dataUrl)?.[1] ?? '';
  return TYPES.includes(type) ? { photo: dataUrlToBlob(dataUrl) } : { error: 'ui.pet.photoType' };
}

const asDataUrl = (photo: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(photo);
  });

/**
 * A chosen picture shrunk for sending (shrink-photo.ts) with its preview, or the reason it is refused: not a
 * picture the store takes, or still over MAX_PHOTO_BYTES once shrunk (a picture the browser cannot decode).
 */
export async function readPhoto(photo: Blob): Promise<{ photo: Blob; dataUrl: string } | Refusal> {
  if (!TYPES.includes(photo.type)) return { error: 'ui.pet.photoType' };
  const small = await shrinkPhoto(photo);
  if (small.size > MAX_PHOTO_BYTES) return { error: 'ui.pet.photoTooBig' };
  return { photo: small, dataUrl: await asDataUrl(small) };
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
  // a picker dismissed without a choice fires 'cancel' on its input: the reason a former choice was refused goes
  useEffect(() => {
    const dismissed = () => setError(null);
    const inputs = [camera.current, library.current];
    inputs.forEach((input) => input?.addEventListener('cancel', dismissed));
    return () => inputs.forEach((input) => input?.removeEventListener('cancel', dismissed));
  }, []);
  const accept = async (photo: Blob) => {
    const read = await readPhoto(photo);
    if ('error' in read) {
      setError(t(read.error));
      return;
    }
    setError(null);
    setPreview(read.dataUrl);
    onPhoto(read.photo);
  };
  const chosen = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (file) await accept(file);
  };
  // inside the store's native app, its own camera and library pickers answer
  const pick = (source: 'camera' | 'library') => {
    if (!isInsideNativeApp()) return (source === 'camera' ? camera : library).current?.click();
    void nativePickImage(source).then(
      (dataUrl) => {
        if (!dataUrl) return;
        const checked = checkPhotoDataUrl(dataUrl);
        if ('error' in checked) setError(t(checked.error));
        else void accept(checked.photo);
      },
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
        {/* capture opens the camera on a phone; the second input offers the library. Both are hidden from assistive
            technology too: the buttons above are the controls, the inputs only open the pickers. */}
        <input
          ref={camera}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          onChange={(e) => void chosen(e.currentTarget)}
        />
        <input
          ref={library}
          type="file"
          accept="image/*"
          hidden
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
