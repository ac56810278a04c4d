import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import { BackgroundMail } from '../mail/background.js';
import { recoveryRoutes } from './recovery-routes.js';
import { registrationRoutes } from './registration-routes.js';
import { answerErrors } from './rest-errors.js';
import { acceptFormBodies } from './request-input.js';
import { tokenRoutes } from './token-routes.js';

/**
 * Sign-in, registration and password recovery over REST (spec 7). Encapsulated: the form-body parser and the
 * error answers apply to these routes only.
 */
export async function authRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const mail = new BackgroundMail(services, app.log);
  app.addHook('onClose', () => mail.drain());
  acceptFormBodies(app);
  answerErrors(app);
  await app.register(tokenRoutes, { services });
  await app.register(registrationRoutes, { services, mail });
  await app.register(recoveryRoutes, { services, mail });
}
