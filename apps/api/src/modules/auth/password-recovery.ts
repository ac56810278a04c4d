import { randomInt } from 'node:crypto';
import {
  onlyDigits,
  t,
  validateEmail,
  validatePassword,
  validatePasswordConfirmation,
  validateRecoveryCode,
} from '@store/core';
import type { FastifyRequest } from 'fastify';
import { validationError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { nowIso } from '../../lib/time.js';
import type { Services } from '../../services.js';
import type { BackgroundMail } from '../mail/background.js';
import { recoveryMail } from '../mail/templates.js';
import type { StoreRow } from '../stores/repository.js';
import { accountKey, enforceLimits, ipKey } from './limits.js';
import { revokeUserSessions } from './refresh-tokens.js';
import { bodyOf, normalizeEmail, recoveryBody } from './request-input.js';
import { assertValid, tooLong } from '../../lib/validation.js';
import { findUserByEmail, updateUserById } from './user-repository.js';
import {
  countAttempt,
  dropUnusedCodes,
  findRecoveryCode,
  insertVerificationCode,
  useCode,
} from './verification-code-repository.js';

export const RECOVERY_MINUTES = 15;
export const RECOVERY_ATTEMPTS = 5;

// A 6-digit code has only a million values: it is hashed with scrypt (bound to the user id), so a copy of the
// table does not give codes away, and the same hashing runs for unknown addresses, so timing tells nothing.
const codeMaterial = (userId: number, code: string) => `${userId}:${code}`;

/** The account whose current e-mail this is: a change waiting for confirmation (email_changes) never matches. */
async function liveUser(services: Services, store: StoreRow, email: string) {
  const user = await findUserByEmail(services.database.db, store.id, email);
  return user && !user.deletedAt ? user : undefined;
}

/** POST /api/password/forgot: the same answer, after the same work, whether or not the address has an account. */
export async function requestRecovery(
  services: Services,
  mail: BackgroundMail,
  store: StoreRow,
  request: FastifyRequest,
  now = new Date(),
) {
  const email = normalizeEmail(bodyOf(recoveryBody, request.body).email);
  assertValid({ email: validateEmail(email) });
  await enforceLimits(services.rateLimiter, [
    ['forgotAccount', accountKey(store.id, email)],
    ['forgotIp', ipKey(request)],
  ]);
  const user = await liveUser(services, store, email);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeHash = await hashPassword(codeMaterial(user?.id ?? 0, code));
  if (user) {
    await services.database.db.transaction().execute(async (trx) => {
      // only the newest code works: each has its own 5 attempts, and old ones must not pile up as extra chances
      await dropUnusedCodes(trx, user.id, nowIso(now), 'password');
      await insertVerificationCode(trx, {
        userId: user.id,
        purpose: 'password',
        codeHash,
        attempts: 0,
        expiresAt: nowIso(new Date(now.getTime() + RECOVERY_MINUTES * 60_000)),
        createdAt: nowIso(now),
      });
    });
    mail.send(recoveryMail(user, store.name, code, RECOVERY_MINUTES), store);
  }
  return { message: t('pt-BR', 'password.resetCodeSent') };
}

/**
 * POST /api/password/reset: core's rules, then the code (each try is counted before it is checked, so parallel
 * guesses cannot exceed 5), then the new password. Every sign-in of the account ends; the code proved the
 * mailbox, so the e-mail counts as verified.
 */
export async function resetPassword(services: Services, store: StoreRow, request: FastifyRequest, now = new Date()) {
  const body = bodyOf(recoveryBody, request.body);
  const email = normalizeEmail(body.email);
  const code = onlyDigits(body.code);
  const password = body.password;
  assertValid({
    email: validateEmail(email),
    code: validateRecoveryCode(body.code),
    password: validatePassword(password) ?? tooLong(password, 128),
    password_confirmation: validatePasswordConfirmation(password, body.password_confirmation),
  });
  await enforceLimits(services.rateLimiter, [
    ['resetAccount', accountKey(store.id, email)],
    ['resetIp', ipKey(request)],
  ]);
  const { db } = services.database;
  const user = await liveUser(services, store, email);
  const row = user ? await findRecoveryCode(db, user.id, nowIso(now), RECOVERY_ATTEMPTS) : undefined;
  const counted = row ? await countAttempt(db, row.id, RECOVERY_ATTEMPTS) : false;
  const usable = row && counted ? row.codeHash : null;
  const ok = await verifyPassword(codeMaterial(user?.id ?? 0, code), usable);
  const wrongCode = () => validationError({ code: 'recoveryCode.wrong' });
  if (!ok || !user || !row) throw wrongCode();
  const passwordHash = await hashPassword(password);
  const at = nowIso(now);
  const done = await db.transaction().execute(async (trx) => {
    if (!(await useCode(trx, row.id, at))) return false;
    await updateUserById(trx, user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? at, updatedAt: at });
    await revokeUserSessions(trx, user.id, now);
    return true;
  });
  if (!done) throw wrongCode();
  return { message: t('pt-BR', 'password.resetDone') };
}
