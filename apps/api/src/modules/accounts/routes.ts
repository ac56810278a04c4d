import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { noBody, OWN_FAILURES, READS_OWN_INPUT, restRoutes } from '../../http/rest-routes.js';
import type { Services } from '../../services.js';
import { currentUser } from '../auth/current-user.js';
import { answerErrors } from '../auth/rest-errors.js';
import { field } from '../auth/request-input.js';
import { deleteOwnAccount } from './delete-account.js';
import { emailChangeRoutes } from './email-change-routes.js';
import { exportAccountData } from './export.js';

/** DELETE /api/me: the owner's password, which the route checks itself (a wrong or missing one answers per field). */
const DeleteAccountBody = Type.Object({ current_password: Type.Optional(Type.String()) });

/**
 * LGPD by REST for the account page: GET /api/me/export downloads the data, DELETE /api/me erases the account
 * (with the owner's proof, as deleteMyAccount).
 * Signed-in and failures answered exactly as the other REST routes (401 { message: 'Invalid token' } logs out).
 */
export async function accountRoutes(fastify: FastifyInstance, opts: { services: Services }) {
  const app = restRoutes(fastify);
  const { services } = opts;
  const { db } = services.database;
  answerErrors(app);
  await app.register(emailChangeRoutes, { services });

  const exportSchema = {
    response: {
      200: Type.String({ contentMediaType: 'application/json', description: 'meus-dados.json, written as is' }),
      ...OWN_FAILURES,
    },
  };
  app.get('/api/me/export', { schema: exportSchema }, async (request, reply) => {
    const { user } = await currentUser(services, request);
    const data = await exportAccountData(db, user.id, services.signingSecret);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', 'attachment; filename="meus-dados.json"')
      .header('cache-control', 'no-store')
      .send(JSON.stringify(data, null, 2));
  });

  // body { current_password } (an account without a password: none, after a social sign-in of the last 5 minutes)
  const deleteSchema = { body: DeleteAccountBody, response: { 204: noBody('the account is erased'), ...OWN_FAILURES } };
  app.delete('/api/me', { schema: deleteSchema, ...READS_OWN_INPUT }, async (request, reply) => {
    const { store, user, auth } = await currentUser(services, request);
    await deleteOwnAccount(
      services,
      store,
      user,
      auth,
      { currentPassword: field(request.body, 'current_password'), field: 'current_password' },
      request.log,
    );
    return reply.code(204).send();
  });
}
