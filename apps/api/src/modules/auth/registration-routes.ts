import { t } from '@store/core';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../lib/password.js';
import type { Services } from '../../services.js';
import type { BackgroundMail } from '../mail/background.js';
import { findStoreById } from '../stores/repository.js';
import { currentUser } from './current-user.js';
import { confirmEmail, sendVerificationEmail } from './email-verification.js';
import { enforceLimits, ipKey } from './limits.js';
import { storefrontUrl } from './links.js';
import { sendRegistrationNotice } from './registration-notice.js';
import { readSignUp } from './registration.js';
import { bodyOf, field, registrationBody, requestStore } from './request-input.js';
import { assertValid } from '../../lib/validation.js';
import { findUserByEmail, insertUserIfNew } from './user-repository.js';

/** POST /api/register, GET /api/verify-email, POST /api/email/resend. */
export async function registrationRoutes(app: FastifyInstance, opts: { services: Services; mail: BackgroundMail }) {
  const { services, mail } = opts;
  const { db } = services.database;

  app.post('/api/register', async (request, reply) => {
    const store = await requestStore(services, request);
    await enforceLimits(services.rateLimiter, [['registerIp', ipKey(request)]]);
    const signUp = readSignUp(bodyOf(registrationBody, request.body), new Date());
    assertValid(signUp.errors);
    // An address this store already has (deleted or not) gets the answer a new one gets, after the same hashing,
    // so the answer does not tell who has an account; its owner is told by e-mail. Another store's is another account.
    const passwordHash = await hashPassword(signUp.password);
    const known = await findUserByEmail(db, store.id, signUp.email);
    const id = known ? undefined : await insertUserIfNew(db, { ...signUp.row, storeId: store.id, passwordHash });
    if (id !== undefined)
      await sendVerificationEmail(services, mail, store, { id, email: signUp.email, name: signUp.row.name ?? '' });
    else
      await sendRegistrationNotice(services, mail, store, known ?? (await findUserByEmail(db, store.id, signUp.email)));
    return reply.code(201).send({ message: t('pt-BR', 'register.success') });
  });

  // The link in the e-mail: confirms and sends the shopper to the storefront, which opens the verified dialog.
  app.get('/api/verify-email', async (request, reply) => {
    const confirmed = await confirmEmail(db, field(request.query, 'token'));
    const store =
      (confirmed && (await findStoreById(db, confirmed.storeId))) || (await requestStore(services, request));
    const base = await storefrontUrl(services, store);
    return reply.header('cache-control', 'no-store').redirect(`${base}/#/store?verified=${confirmed ? 1 : 0}`, 302);
  });

  app.post('/api/email/resend', async (request) => {
    const { store, user } = await currentUser(services, request);
    if (user.emailVerifiedAt) return { message: t('pt-BR', 'email.alreadyVerified') };
    await enforceLimits(services.rateLimiter, [['resendUser', String(user.id)]]);
    await sendVerificationEmail(services, mail, store, user);
    return { message: t('pt-BR', 'email.verificationSent') };
  });
}
