import { ForgotPasswordBody, ResetPasswordBody, RestNotice } from '@store/core';
import type { FastifyInstance } from 'fastify';
import { notice, OWN_FAILURES, READS_OWN_INPUT, restRoutes } from '../../http/rest-routes.js';
import type { Services } from '../../services.js';
import type { BackgroundMail } from '../mail/background.js';
import { requestRecovery, resetPassword } from './password-recovery.js';
import { requestStore } from './request-input.js';

/**
 * POST /api/password/forgot and /api/password/reset; the store is the request's host store. Each answers its notice
 * with the message key beside the pt-BR text, as the store's other REST notices.
 */
export async function recoveryRoutes(fastify: FastifyInstance, opts: { services: Services; mail: BackgroundMail }) {
  const app = restRoutes(fastify);
  const { services, mail } = opts;
  const forgotSchema = { body: ForgotPasswordBody, response: { 200: RestNotice, ...OWN_FAILURES } };
  app.post('/api/password/forgot', { schema: forgotSchema, ...READS_OWN_INPUT }, async (request) => {
    await requestRecovery(services, mail, await requestStore(services, request), request);
    return notice('password.resetCodeSent');
  });
  const resetSchema = { body: ResetPasswordBody, response: { 200: RestNotice, ...OWN_FAILURES } };
  app.post('/api/password/reset', { schema: resetSchema, ...READS_OWN_INPUT }, async (request) => {
    await resetPassword(services, await requestStore(services, request), request);
    return notice('password.resetDone');
  });
}
