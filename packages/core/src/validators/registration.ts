import { msg } from '../i18n/messages';
import type { Message } from '../i18n/messages';
import { validateCompanyOpeningDate } from './company-opening-date';
import { validateCpfCnpj } from './cpf-cnpj';
import { validateEmail } from './email';
import type { FieldErrors } from './field-errors';
import { collectErrors } from './field-errors';
import { validateFullName } from './full-name';
import { isBlank } from './only-digits';
import { validatePassword, validatePasswordConfirmation } from './password';
import { validatePhone } from './phone';
import { validateStateRegistration } from './state-registration';

export type PersonRegistration = {
  company?: false;
  name: string;
  email: string;
  phone: string;
  password: string;
  passwordConfirmation: string;
};

export type CompanyRegistration = Omit<PersonRegistration, 'company'> & {
  company: true;
  tradeName: string;
  companyName: string;
  cpfCnpj: string;
  stateRegistration: string;
  /** As typed, DD/MM/YYYY; send it with companyDateToIso. */
  openingDate: string;
  purchaseResponsibleName: string;
};

export type RegistrationInput = PersonRegistration | CompanyRegistration;

export type RegistrationField = Exclude<keyof PersonRegistration | keyof CompanyRegistration, 'company'>;

const required = (value: string): Message | null => (isBlank(value) ? msg('validation.required') : null);

/** Sign-up (spec 5), `{}` when valid: `validateRegistration({ ...company, tradeName: '' }, now).tradeName` → required. */
export function validateRegistration(input: RegistrationInput, now: Date): FieldErrors<RegistrationField> {
  const person = {
    name: validateFullName(input.name),
    email: validateEmail(input.email),
    phone: validatePhone(input.phone),
    password: validatePassword(input.password),
    passwordConfirmation: validatePasswordConfirmation(input.password, input.passwordConfirmation),
  };
  if (!input.company) return collectErrors<RegistrationField>(person);
  return collectErrors<RegistrationField>({
    ...person,
    tradeName: required(input.tradeName),
    companyName: required(input.companyName),
    cpfCnpj: validateCpfCnpj(input.cpfCnpj, 'J'),
    stateRegistration: validateStateRegistration(input.stateRegistration),
    openingDate: validateCompanyOpeningDate(input.openingDate, now),
    purchaseResponsibleName: required(input.purchaseResponsibleName),
  });
}
