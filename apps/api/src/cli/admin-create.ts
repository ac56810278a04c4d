import {
  t,
  validateEmail,
  validateFullName,
  validatePassword,
  validatePasswordConfirmation,
  type Message,
} from '@store/core';
import type { Db } from '../db/database.js';
import { hashPassword } from '../lib/password.js';
import { nowIso } from '../lib/time.js';
import { tooLong } from '../lib/validation.js';
import { normalizeEmail } from '../modules/auth/request-input.js';
import { findUserByEmail, insertUserIfNew } from '../modules/auth/user-repository.js';
import { findStoreBySlug } from '../modules/stores/repository.js';
import { CommandRefused, UsageError } from './usage-error.js';

export type AdminCreateInput = {
  store: string | undefined;
  email: string | undefined;
  name: string | undefined;
  /** from --password; unset: asked twice on the terminal */
  password: string | undefined;
  /** admin (default), or a courier or staff member of the store, who sign in on the storefront the same way */
  role?: 'admin' | 'courier' | 'staff';
};

/** Reads a password without echo; `confirm` asks for it twice (on a terminal, not from a pipe). */
export type SecretPrompt = { ask(prompt: string): Promise<string>; confirm: boolean };

/** One line naming what is wrong, in the words the storefront uses for the same rule. */
function refuse(option: string, message: Message | null): void {
  if (message) throw new CommandRefused(`${option}: ${t('pt-BR', message)}`);
}

async function readPassword(given: string | undefined, prompt: SecretPrompt, who: string): Promise<string> {
  if (given !== undefined) {
    refuse('--password', validatePassword(given) ?? tooLong(given, 128));
    return given;
  }
  const password = await prompt.ask(`Password for the ${who}: `);
  refuse('password', validatePassword(password) ?? tooLong(password, 128));
  if (prompt.confirm)
    refuse('password', validatePasswordConfirmation(password, await prompt.ask('The same password again: ')));
  return password;
}

/**
 * A store administrator with a verified e-mail, who signs in on the storefront like anyone else and may use the
 * admin mutations. The password follows the core password rule; there is no default one.
 */
export async function createAdmin(
  db: Db,
  input: AdminCreateInput,
  prompt: SecretPrompt,
  now = new Date(),
): Promise<string> {
  const role = input.role ?? 'admin';
  const who = role === 'admin' ? 'administrator' : role;
  if (!input.store) throw new UsageError(`${role}:create needs --store <slug>`);
  const store = await findStoreBySlug(db, input.store);
  if (!store) throw new UsageError(`no store '${input.store}'`);
  const email = normalizeEmail(input.email ?? '');
  refuse('e-mail', validateEmail(email) ?? tooLong(email, 254));
  const name = (input.name ?? '').trim();
  refuse('--name', validateFullName(name) ?? tooLong(name, 120));
  if (await findUserByEmail(db, store.id, email))
    throw new CommandRefused(`store '${store.slug}' already has an account for ${email}: nothing was changed`);

  const password = await readPassword(input.password, prompt, who);
  const at = nowIso(now);
  const id = await insertUserIfNew(db, {
    storeId: store.id,
    email,
    name,
    passwordHash: await hashPassword(password),
    role,
    emailVerifiedAt: at,
    phone: null,
    cpfCnpj: null,
    stateRegistration: null,
    avatar: null,
    postalCode: null,
    companyVerifiedAt: null,
    companyName: null,
    legalName: null,
    companyCreatedAt: null,
    purchaseResponsibleName: null,
    googleSubject: null,
    appleSubject: null,
    deletedAt: null,
    createdAt: at,
    updatedAt: at,
  });
  if (id === undefined)
    throw new CommandRefused(`store '${store.slug}' already has an account for ${email}: nothing was changed`);
  return `${who} ${email} created for store '${store.slug}'`;
}
