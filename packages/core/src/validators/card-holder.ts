import { msg } from '../i18n/messages';
import type { Message } from '../i18n/messages';

export const HOLDER_NAME_MIN_LENGTH = 5;

/** Holder name, at least 5 characters: `validateHolderName('Ana')` → 'Nome do titular inválido'. */
export function validateHolderName(value: string | null | undefined): Message | null {
  return (value ?? '').trim().length >= HOLDER_NAME_MIN_LENGTH ? null : msg('card.holderInvalid');
}
