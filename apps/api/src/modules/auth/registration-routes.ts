import { RegisterBody, RestNotice } from '@store/core';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { notice, noBody, OWN_FAILURES, READS_OWN_INPUT, restRoutes } from '../../http/rest-routes.js';
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

/** The link in a verification e-mail: `?token=`; a missing or unknown one sends the shopper on as not verified. */
const VerifyQuery = Type.Object({ token: Type.Optional(Type.String()) });

/** POST /api/register, GET /api/verify-email, POST /api/email/resend. */
export async function registrationRoutes(fastify: FastifyInstance, opts: { services: Services; mail: BackgroundMail }) {
  const app = restRoutes(fastify);
  const { services, mail } = opts;
  const { db } = services.database;

  const registerSchema = { body: RegisterBody, response: { 201: RestNotice, ...OWN_FAILURES } };
  app.post('/api/register', { schema: registerSchema, ...READS_OWN_INPUT }, async (request, reply) => {
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
    return reply.code(201).send(notice('register.success'));
  });

  // The link in the e-mail: confirms and sends the shopper to the storefront, which opens the verified dialog.
  const verifySchema = {
    querystring: VerifyQuery,
    response: { 302: noBody('to the storefront, `#/store?verified=1` or `0`'), ...OWN_FAILURES },
  };
  app.get('/api/verify-email', { schema: verifySchema, ...READS_OWN_INPUT }, async (request, reply) => {
    const confirmed = await confirmEmail(db, field(request.query, 'token'));
    const store =
      (confirmed && (await findStoreById(db, confirmed.storeId))) || (await requestStore(services, request));
    const base = await storefrontUrl(services, store);
    return reply.header('cache-control', 'no-store').redirect(`${base}/#/store?verified=${confirmed ? 1 : 0}`, 302);
  });

  app.post('/api/email/resend', { schema: { response: { 200: RestNotice, ...OWN_FAILURES } } }, async (request) => {
    const { store, user } = await currentUser(services, request);
    if (user.emailVerifiedAt) return notice('email.alreadyVerified');
    await enforceLimits(services.rateLimiter, [['resendUser', String(user.id)]]);
    await sendVerificationEmail(services, mail, store, user);
    return notice('email.verificationSent');
  });
}
