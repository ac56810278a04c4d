import { msg } from '../i18n/messages';
import type { Message } from '../i18n/messages';

export const OBSERVATION_MIN_LENGTH = 4;

/** Order notes are appended only when longer than 4 characters: `shouldAppendObservation('ok')` → false. */
export function shouldAppendObservation(text: string | null | undefined): boolean {
  return (text ?? '').trim().length > OBSERVATION_MIN_LENGTH;
}

/**
 * Notes are optional, but a note too short to be appended is refused rather than silently dropped.
 * `validateObservation('sem')` → 'A observação deve ter mais de 4 caracteres'.
 */
export function validateObservation(text: string | null | undefined): Message | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '' || shouldAppendObservation(trimmed)) return null;
  return msg('observation.tooShort');
}
