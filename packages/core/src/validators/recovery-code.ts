import { msg } from '../i18n/messages';
import type { Message } from '../i18n/messages';
import { onlyDigits } from './only-digits';

export const RECOVERY_CODE_LENGTH = 6;

/** Recovery code: exactly 6 digits once separators are dropped. `validateRecoveryCode('123 456')` → null. */
export function validateRecoveryCode(value: string | null | undefined): Message | null {
  return onlyDigits(value).length === RECOVERY_CODE_LENGTH ? null : msg('recoveryCode.invalid');
}
