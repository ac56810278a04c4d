import {
  companyDateToIso,
  isExempt,
  onlyDigits,
  plainTaxId,
  validateCpfCnpj,
  validateRegistration,
  type Message,
  type RegistrationField,
  type RegistrationInput,
} from '@store/core';
import type { Insertable } from 'kysely';
import type { UsersTable } from '../../db/tables/accounts.js';
import { normalizeEmail, type RegistrationBody } from './request-input.js';
import { freeText, tooLong } from '../../lib/validation.js';

/** Core's field names as the REST body (spec 7 'POST register') spells them. */
const REST_FIELDS: Record<RegistrationField, keyof RegistrationBody> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  password: 'password',
  passwordConfirmation: 'password_confirmation',
  tradeName: 'trade_name',
  companyName: 'company_name',
  cpfCnpj: 'cpf_cnpj',
  stateRegistration: 'state_registration',
  openingDate: 'company_created_at',
  purchaseResponsibleName: 'purchase_responsible_name',
};

const COMPANY_ONLY: (keyof RegistrationBody)[] = [
  'company_name',
  'trade_name',
  'state_registration',
  'company_created_at',
  'purchase_responsible_name',
];

const MAX_LENGTH: Partial<Record<keyof RegistrationBody, number>> = {
  name: 120,
  email: 254,
  password: 128,
  trade_name: 120,
  company_name: 160,
  state_registration: 30,
  purchase_responsible_name: 120,
};

/** Names typed as free text: they must not hold a card number either. */
const FREE_TEXT = new Set<keyof RegistrationBody>([
  'name',
  'trade_name',
  'company_name',
  'state_registration',
  'purchase_responsible_name',
]);

/**
 * A company signs up when `type` is 'company' (or `person_type` 'J'); without either, when the document has 14
 * digits or any company-only field is filled. `is_company` and the like are not read: a company is whoever
 * passes the company rules, and the store approves it later.
 */
function isCompanySignUp(body: RegistrationBody): boolean {
  const declared = (body.type || body.person_type).trim().toLowerCase();
  if (declared === 'company' || declared === 'j') return true;
  if (declared === 'person' || declared === 'f') return false;
  return plainTaxId(body.cpf_cnpj).length === 14 || COMPANY_ONLY.some((name) => body[name].trim() !== '');
}

/** The opening date as typed (DD/MM/YYYY) or as spec 5 says the storefront sends it (YYYY-MM-DD). */
function typedDate(value: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value.trim();
}

export type SignUp = {
  email: string;
  password: string;
  errors: Record<string, Message>;
  row: Omit<Insertable<UsersTable>, 'passwordHash' | 'storeId'>;
};

/**
 * Reads POST /api/register, its body parsed once by `registrationBody`: core's validateRegistration decides, errors
 * come back under the REST field names. Only the schema's text fields are read, so role, verification dates, ids or another store's id in the body
 * change nothing. For a company, `name` is the trade name unless `trade_name` is sent, and `company_name`
 * is the legal name (razão social).
 */
export function readSignUp(body: RegistrationBody, now: Date): SignUp {
  const company = isCompanySignUp(body);
  const text = (name: keyof RegistrationBody) => body[name];
  const email = normalizeEmail(text('email'));
  const tradeName = text('trade_name') || text('name');
  const base = {
    name: text('name'),
    email,
    phone: text('phone'),
    password: text('password'),
    passwordConfirmation: text('password_confirmation'),
  };
  const input: RegistrationInput = company
    ? {
        ...base,
        company: true,
        tradeName,
        companyName: text('company_name'),
        cpfCnpj: text('cpf_cnpj'),
        stateRegistration: text('state_registration'),
        openingDate: typedDate(text('company_created_at')),
        purchaseResponsibleName: text('purchase_responsible_name'),
      }
    : base;
  const errors: Record<string, Message> = {};
  for (const [name, message] of Object.entries(validateRegistration(input, now)) as [RegistrationField, Message][]) {
    // without trade_name the trade name is `name`, whose own message already says what is wrong
    if (name === 'tradeName' && !text('trade_name')) continue;
    errors[REST_FIELDS[name]] = message;
  }
  // a person may give a CPF; when given it must be valid
  const personDocument = !company && text('cpf_cnpj').trim() !== '' ? validateCpfCnpj(text('cpf_cnpj'), 'F') : null;
  if (personDocument) errors.cpf_cnpj = personDocument;
  for (const [name, max] of Object.entries(MAX_LENGTH) as [keyof RegistrationBody, number][]) {
    const problem = errors[name] ? null : FREE_TEXT.has(name) ? freeText(text(name), max) : tooLong(text(name), max);
    if (problem) errors[name] = problem;
  }
  const document = plainTaxId(text('cpf_cnpj'));
  const registration = text('state_registration').trim();
  const at = now.toISOString();
  const row: SignUp['row'] = {
    email,
    name: text('name').trim(),
    phone: onlyDigits(text('phone')),
    cpfCnpj: document === '' ? null : document,
    personType: company ? 'J' : 'F',
    isCompany: company ? 1 : 0,
    companyVerifiedAt: null,
    emailVerifiedAt: null,
    role: 'customer',
    isento: company && isExempt(registration) ? 1 : 0,
    stateRegistration: company ? (isExempt(registration) ? 'ISENTO' : registration) : null,
    companyName: company ? tradeName.trim() : null,
    legalName: company ? text('company_name').trim() : null,
    companyCreatedAt:
      company && !errors.company_created_at ? companyDateToIso(typedDate(text('company_created_at'))) : null,
    purchaseResponsibleName: company ? text('purchase_responsible_name').trim() : null,
    createdAt: at,
    updatedAt: at,
  };
  return { email, password: base.password, errors, row };
}
