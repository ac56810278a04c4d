import type { Updateable } from 'kysely';
import {
  isExempt,
  msg,
  onlyDigits,
  plainTaxId,
  stripMask,
  validateCep,
  validateCompanyOpeningDate,
  validateCpfCnpj,
  validateEmail,
  validateFullName,
  validatePhone,
  validateStateRegistration,
  type Message,
} from '@store/core';
import type { Db } from '../../db/database.js';
import type { UsersTable } from '../../db/tables/accounts.js';
import { nowIso } from '../../lib/time.js';
import type { UserRow } from '../auth/guard.js';
import { findUser, updateUser } from './user-repository.js';
import { assertValid, freeText, tooLong } from '../../lib/validation.js';
import type { UpdateMeInput } from '../../graphql/generated/resolvers.js';

const COMPANY_FIELDS = [
  'stateRegistration',
  'companyName',
  'company_name',
  'companyCreatedAt',
  'purchaseResponsibleName',
] as const;

const required = (value: string | null | undefined, max: number): Message | null =>
  (value ?? '').trim() === '' ? msg('validation.required') : freeText(value, max);

/** The API receives the opening date as YYYY-MM-DD (spec 5); core checks it in the DD/MM/YYYY the shopper typed. */
function checkOpeningDate(value: string | null | undefined, now: Date): Message | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec((value ?? '').trim());
  if (!iso) return (value ?? '').trim() === '' ? msg('validation.required') : msg('companyDate.invalid');
  return validateCompanyOpeningDate(`${iso[3]}/${iso[2]}/${iso[1]}`, now);
}

/**
 * updateMe: only the fields sent change. A new e-mail must be free in the store and needs `proveOwner` (the current
 * password, see owner-proof.ts); it is not written here but answered as `newEmail`, to wait for confirmation.
 * For a company, a new CNPJ, legal name or state registration is a different company than the one the store
 * approved, so the approval (companyVerifiedAt) is cleared and isento follows the state registration.
 */
export async function updateMe(
  db: Db,
  user: UserRow,
  input: UpdateMeInput,
  proveOwner: () => Promise<void>,
  now = new Date(),
): Promise<{ user: UserRow; newEmail: string | null }> {
  const sent = (field: keyof UpdateMeInput) => input[field] !== undefined;
  const company = user.isCompany === 1;
  const email = sent('email') ? (input.email ?? '').trim().toLowerCase() : undefined;
  const checks: Record<string, Message | null> = {
    name: sent('name') ? (validateFullName(input.name) ?? freeText(input.name, 120)) : null,
    email: email !== undefined ? (validateEmail(email, user.email) ?? tooLong(email, 254)) : null,
    phone: sent('phone') ? validatePhone(input.phone) : null,
    cpfCnpj: sent('cpfCnpj') ? validateCpfCnpj(input.cpfCnpj, user.personType) : null,
    postalCode: sent('postalCode') ? validateCep(input.postalCode) : null,
  };
  for (const field of COMPANY_FIELDS) {
    if (sent(field) && !company) checks[field] = msg('account.companyOnly');
  }
  if (company) {
    if (sent('stateRegistration'))
      checks.stateRegistration =
        validateStateRegistration(input.stateRegistration) ?? freeText(input.stateRegistration, 30);
    if (sent('companyName')) checks.companyName = required(input.companyName, 120);
    if (sent('company_name')) checks.company_name = required(input.company_name, 160);
    if (sent('purchaseResponsibleName')) checks.purchaseResponsibleName = required(input.purchaseResponsibleName, 120);
    if (sent('companyCreatedAt')) checks.companyCreatedAt = checkOpeningDate(input.companyCreatedAt, now);
  }
  assertValid(checks);
  // before anything is written: a stolen access token alone changes nothing
  if (email !== undefined) await proveOwner();
  // Whether the new address already has an account is not said here (that would tell any signed-in shopper who
  // is a customer): the change waits for its link like any other, and the link refuses an address in use.

  const patch: Updateable<UsersTable> = { updatedAt: nowIso(now) };
  if (sent('name')) patch.name = input.name!.trim();
  if (sent('phone')) patch.phone = onlyDigits(input.phone);
  if (sent('cpfCnpj')) patch.cpfCnpj = plainTaxId(input.cpfCnpj);
  if (sent('postalCode')) patch.postalCode = stripMask(input.postalCode);
  if (company) {
    const registration = input.stateRegistration?.trim();
    if (registration !== undefined)
      Object.assign(
        patch,
        isExempt(registration)
          ? { stateRegistration: 'ISENTO', isento: 1 }
          : { stateRegistration: registration, isento: 0 },
      );
    if (sent('companyName')) patch.companyName = input.companyName!.trim();
    if (sent('company_name')) patch.legalName = input.company_name!.trim();
    if (sent('purchaseResponsibleName')) patch.purchaseResponsibleName = input.purchaseResponsibleName!.trim();
    if (sent('companyCreatedAt')) patch.companyCreatedAt = input.companyCreatedAt!.trim();
    const changed = (key: 'cpfCnpj' | 'legalName' | 'stateRegistration') =>
      patch[key] !== undefined && patch[key] !== user[key];
    if (changed('cpfCnpj') || changed('legalName') || changed('stateRegistration')) patch.companyVerifiedAt = null;
  }
  await updateUser(db, user.id, patch);
  return { user: await findUser(db, user.id), newEmail: email ?? null };
}
