import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import type { BackgroundMail } from '../mail/background.js';
import { requestRecovery, resetPassword } from './password-recovery.js';
import { requestStore } from './request-input.js';

/** POST /api/password/forgot and /api/password/reset; the store is the request's host store. */
export async function recoveryRoutes(app: FastifyInstance, opts: { services: Services; mail: BackgroundMail }) {
  const { services, mail } = opts;
  app.post('/api/password/forgot', async (request) =>
    requestRecovery(services, mail, await requestStore(services, request), request),
  );
  app.post('/api/password/reset', async (request) =>
    resetPassword(services, await requestStore(services, request), request),
  );
}
