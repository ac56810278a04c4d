import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import { currentUser } from '../auth/current-user.js';
import { answerErrors } from '../auth/rest-errors.js';
import { field } from '../auth/request-input.js';
import { deleteOwnAccount } from './delete-account.js';
import { emailChangeRoutes } from './email-change-routes.js';
import { exportAccountData } from './export.js';

/**
 * LGPD by REST for the account page: GET /api/me/export downloads the data, DELETE /api/me erases the account
 * (with the owner's proof, as deleteMyAccount).
 * Signed-in and failures answered exactly as the other REST routes (401 { message: 'Invalid token' } logs out).
 */
export async function accountRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const { db } = services.database;
  answerErrors(app);
  await app.register(emailChangeRoutes, { services });

  app.get('/api/me/export', async (request, reply) => {
    const { user } = await currentUser(services, request);
    const data = await exportAccountData(db, user.id, services.signingSecret);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', 'attachment; filename="meus-dados.json"')
      .header('cache-control', 'no-store')
      .send(JSON.stringify(data, null, 2));
  });

  // body { current_password } (an account without a password: none, after a social sign-in of the last 5 minutes)
  app.delete('/api/me', async (request, reply) => {
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
