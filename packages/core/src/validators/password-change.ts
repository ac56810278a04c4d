import type { FieldErrors } from './field-errors';
import { collectErrors } from './field-errors';
import { msg } from '../i18n/messages';
import { isBlank } from './only-digits';
import { validatePassword, validatePasswordConfirmation } from './password';

export type PasswordChangeInput = {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
};

export type PasswordChangeField = keyof PasswordChangeInput;

/** Change password (spec 5): `validatePasswordChange({ currentPassword: '', ... }).currentPassword` → 'Campo obrigatório'. */
export function validatePasswordChange(input: PasswordChangeInput): FieldErrors<PasswordChangeField> {
  return collectErrors<PasswordChangeField>({
    currentPassword: isBlank(input.currentPassword) ? msg('validation.required') : null,
    newPassword: validatePassword(input.newPassword),
    confirmation: validatePasswordConfirmation(input.newPassword, input.confirmation),
  });
}
